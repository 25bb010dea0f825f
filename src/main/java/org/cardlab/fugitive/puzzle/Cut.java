package org.cardlab.fugitive.puzzle;

/**
 * Values ruled out at one position by one technique: the values, the technique, the positions
 * whose values the argument relies on (a bit mask; each face up or settled earlier), and the
 * argument in words.
 */
record Cut(long values, Technique technique, long uses, String text) {}
