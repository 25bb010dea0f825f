package org.cardlab.core;

import java.util.ArrayList;
import java.util.List;

/** Aligned text tables: the first row is the header, columns padded to their widest cell. */
public final class TextTable {
    private TextTable() {}

    public static List<String> render(List<String[]> rows) {
        int cols = rows.get(0).length;
        int[] w = new int[cols];
        for (String[] r : rows) {
            for (int c = 0; c < cols; c++) {
                w[c] = Math.max(w[c], r[c].length());
            }
        }
        List<String> out = new ArrayList<>();
        for (String[] r : rows) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols; c++) {
                sb.append(c == 0 ? "" : "  ");
                sb.append(c == cols - 1 ? r[c] : String.format("%-" + w[c] + "s", r[c]));
            }
            out.add(sb.toString().stripTrailing());
        }
        return out;
    }
}
