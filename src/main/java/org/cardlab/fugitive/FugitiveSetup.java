package org.cardlab.fugitive;

/**
 * What never changes during a Fugitive game: the rules, the seed, whether the decks were given
 * rather than shuffled from the seed, and whether it is a hand-built situation (no move log
 * leads to it). One value shared by reference between a state and its copies.
 */
record FugitiveSetup(FugitiveRules rules, long seed, boolean decksGiven, boolean handBuilt) {}
