package org.cardlab.cli;

import java.util.List;
import java.util.ListResourceBundle;
import java.util.ResourceBundle;
import org.cardlab.core.ExtraFile;
import org.cardlab.core.GameCommand;
import org.cardlab.core.GameType;
import org.cardlab.core.Home;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Builds each game's command group from the registry: the generic commands plus the game's own. */
final class GameCommands {
    private GameCommands() {}

    /**
     * {@code cardlab <game>}: play, replay, simulate, bench and tournament for {@code type}, then
     * the commands only this game has (a command of its own named like a generic one takes its
     * place), with the game's spec converter and default spec.
     */
    static CommandLine group(GameType type) {
        return group(type, null, true);
    }

    /**
     * The same, built for a run whose word after the group is {@code next} ({@link CommandChoice});
     * {@code all} builds every command in full.
     */
    static CommandLine group(GameType type, String next, boolean all) {
        CommandLine group = new CommandLine(new GameGroup(type));
        group.getCommandSpec().name(type.id()).usageMessage().description(type.summary());
        List<GameCommand> own = type.commands().stream().filter(c -> c.place() == GameCommand.Place.GAME).toList();
        java.util.Set<String> taken = new java.util.HashSet<>();
        own.forEach(c -> taken.add(CommandSummary.nameOf(c.command())));
        List<CommandChoice.Entry> entries = new java.util.ArrayList<>();
        java.util.function.BiConsumer<Class<?>, java.util.function.Supplier<CommandLine>> generic = (cls, make) -> {
            String name = cls == BenchGameCommand.class ? "bench" : CommandSummary.nameOf(cls);
            if (!taken.contains(name)) {
                entries.add(new CommandChoice.Entry(name, make, () -> CommandSummary.of(cls, name)));
            }
        };
        generic.accept(PlayCommand.class, () -> play(type));
        generic.accept(ReplayCommand.class, () -> new CommandLine(new ReplayCommand(type)));
        generic.accept(SimulateCommand.class,
                () -> withGameOptions(new CommandLine(new SimulateCommand(type)), type, "that play", type.botNames().get(0)));
        generic.accept(BenchGameCommand.class, () -> bench(type));
        generic.accept(TournamentCommand.class, () -> {
            CommandLine cl = new CommandLine(new TournamentCommand(type));
            GameOptions.addParams(cl.getCommandSpec(), type);
            return cl;
        });
        for (GameCommand c : own) {
            entries.add(entry(type, c));
        }
        CommandChoice.add(group, entries, next, all);
        bind(group, type);
        return group;
    }

    /** A game's own command as a group's entry: in full with the game's bot options if it takes them, or its summary. */
    static CommandChoice.Entry entry(GameType type, GameCommand c) {
        return new CommandChoice.Entry(CommandSummary.nameOf(c.command()), () -> {
            CommandLine cl = command(type, c);
            bind(cl, type);
            return cl;
        }, () -> CommandSummary.of(c.command(), null));
    }

    /** {@code cardlab <game>} with its summary and no commands: what the top's help shows of a group the run does not use. */
    static CommandLine summaryOnly(GameType type) {
        CommandLine group = new CommandLine(new GameGroup(type));
        group.getCommandSpec().name(type.id()).usageMessage().description(type.summary());
        return group;
    }

    /** The generic bench for {@code type}, named after the game (for {@code cardlab bench <game>}) or {@code bench}. */
    static CommandLine bench(GameType type) {
        return withGameOptions(new CommandLine(new BenchGameCommand(type, type.benchGames())), type,
                "to measure (without it, each bot that can play every seat, in turn)", null);
    }

    /** The game's own commands that go at {@code place}, each with the game's bot options if it takes them. */
    static List<CommandLine> own(GameType type, GameCommand.Place place) {
        List<CommandLine> out = new java.util.ArrayList<>();
        for (GameCommand c : type.commands()) {
            if (c.place() == place) {
                out.add(command(type, c));
            }
        }
        return out;
    }

    /** {@code c} in full, with the game's bot options if it takes them. */
    private static CommandLine command(GameType type, GameCommand c) {
        CommandLine cl = new CommandLine(c.command());
        if (c.botsHelp() != null) {
            GameOptions.addBots(cl.getCommandSpec(), List.of(type), c.botsHelp(), c.defaultBots());
        }
        return cl;
    }

    private static CommandLine play(GameType type) {
        CommandLine cl = withGameOptions(new CommandLine(new PlayCommand(type)), type, "that play", type.botNames().get(0));
        for (ExtraFile f : type.extraFiles()) {
            cl.getCommandSpec().addOption(OptionSpec.builder("--" + f.name()).paramLabel("FILE").type(java.nio.file.Path.class)
                    .description(f.description()).build());
        }
        return cl;
    }

    private static CommandLine withGameOptions(CommandLine cl, GameType type, String botsWhat, String defaultBots) {
        CommandSpec spec = cl.getCommandSpec();
        GameOptions.addParams(spec, type);
        GameOptions.addBots(spec, List.of(type), botsWhat, defaultBots);
        return cl;
    }

    /**
     * The game's spec converter for every {@code --spec} typed {@link RuleSpec} under {@code cl},
     * and the game's default spec for the {@link SpecOption} ones. Call after adding subcommands.
     */
    static void bind(CommandLine cl, GameType type) {
        cl.registerConverter(RuleSpec.class, name -> {
            try {
                return type.spec(name);
            } catch (UserError e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            } catch (java.nio.file.InvalidPathException e) {
                throw new CommandLine.TypeConversionException(Main.unusable(e));
            }
        });
        cl.setDefaultValueProvider((ArgSpec arg) -> arg instanceof OptionSpec o
                && (SpecOption.KEY.equals(o.descriptionKey()) || SpecOption.NAMED_KEY.equals(o.descriptionKey()))
                ? type.defaultSpec() : null);
        setHelp(cl, specHelp(type));
    }

    /**
     * The game's spec help for {@code cl} and every command under it. A command that names its own
     * bundle ({@code @Command(resourceBundle = ...)}: how it words the help of a shared option such as
     * {@link SeedOption}) keeps it, with the spec help beside it, where {@link CommandLine#setResourceBundle}
     * would put the spec help in its place.
     */
    private static void setHelp(CommandLine cl, ResourceBundle specHelp) {
        String own = cl.getCommandSpec().resourceBundleBaseName();
        cl.getCommandSpec().resourceBundle(own == null ? specHelp : OwnHelp.beside(ResourceBundle.getBundle(own), specHelp));
        cl.getSubcommands().values().forEach(sub -> setHelp(sub, specHelp));
    }

    /** The help of the spec options, naming the game's folder and its shipped specs (listed when help is shown). */
    private static ResourceBundle specHelp(GameType type) {
        return new ListResourceBundle() {
            @Override
            protected Object[][] getContents() {
                List<String> names = Home.specNames(type.id());
                String shipped = "specs/" + type.id() + "/" + (names.isEmpty() ? "" : " (" + String.join(", ", names) + ")");
                String where = "Rule spec: a name under " + shipped + " or a spec file";
                String whatIf = "; NAME+rule=value is a what-if variant.";
                return new Object[][] {
                    {SpecOption.KEY, where + whatIf},
                    {SpecOption.NAMED_KEY, where + " (not a what-if variant: the files written name their spec)."},
                    {SpecOption.LIST_KEY, "Rule specs, separated by commas: names under " + shipped + " or spec files" + whatIf}};
            }
        };
    }
}
