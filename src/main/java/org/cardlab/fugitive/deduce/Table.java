package org.cardlab.fugitive.deduce;

import java.util.List;
import org.cardlab.core.TextTable;

/** Forwards to {@link TextTable}, which moved to core (the deduction's own callers still name this class). */
public final class Table {
    private Table() {}

    public static List<String> render(List<String[]> rows) {
        return TextTable.render(rows);
    }
}
