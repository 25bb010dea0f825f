package org.cardlab.cli;

import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * A command's own help bundle in front of the help its group gives every command (the game's spec
 * help): picocli reads one bundle a command, and a shared option's per-command wording must not
 * hide the group's texts, nor they it.
 */
final class OwnHelp extends ResourceBundle {
    private final ResourceBundle own;
    private final ResourceBundle group;

    private OwnHelp(ResourceBundle own, ResourceBundle group) {
        this.own = own;
        this.group = group;
    }

    static ResourceBundle beside(ResourceBundle own, ResourceBundle group) {
        return new OwnHelp(own, group);
    }

    /** The command's own name for its bundle, so that binding the command again finds it again. */
    @Override
    public String getBaseBundleName() {
        return own.getBaseBundleName();
    }

    @Override
    protected Object handleGetObject(String key) {
        return own.containsKey(key) ? own.getObject(key) : group.containsKey(key) ? group.getObject(key) : null;
    }

    @Override
    public Enumeration<String> getKeys() {
        Set<String> keys = new LinkedHashSet<>(Collections.list(own.getKeys()));
        keys.addAll(Collections.list(group.getKeys()));
        return Collections.enumeration(keys);
    }
}
