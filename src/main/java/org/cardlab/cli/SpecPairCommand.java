package org.cardlab.cli;

import picocli.CommandLine.Mixin;

/**
 * A command over two specs of one game ({@code specs diff}, {@code impact}, {@code witness}): its
 * arguments are GAME, A and B ({@link SpecPair}), declared here once for the three.
 */
abstract class SpecPairCommand extends CommandWithSpec {
    @Mixin
    SpecPair specs = new SpecPair();
}
