package org.cardlab.cli;

import java.util.Comparator;
import java.util.List;

/**
 * The names nearest a mistyped word: those within a couple of edits (a swapped pair of letters
 * counts as one), nearest first. An unknown command is answered with these, or with none when
 * nothing is near, rather than with whatever name happens to be least far.
 */
final class NearestNames {
    private NearestNames() {}

    static List<String> of(String word, List<String> names) {
        int limit = Math.max(1, Math.min(3, word.length() / 3));
        return names.stream().filter(n -> distance(word, n) <= limit || n.startsWith(word) && word.length() >= 2)
                .sorted(Comparator.comparingInt(n -> distance(word, n))).toList();
    }

    /** Edits (insert, delete, replace, swap two neighbours) from {@code a} to {@code b}: the optimal string alignment distance. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
