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
        CommandLine group = new CommandLine(new GameGroup(type));
        group.getCommandSpec().name(type.id()).usageMessage().description(type.summary());
        List<CommandLine> own = own(type, GameCommand.Place.GAME);
        java.util.Set<String> taken = new java.util.HashSet<>();
        own.forEach(c -> taken.add(c.getCommandName()));
        java.util.Map<String, java.util.function.Supplier<CommandLine>> generic = new java.util.LinkedHashMap<>();
        generic.put("play", () -> play(type));
        generic.put("replay", () -> new CommandLine(new ReplayCommand(type)));
        generic.put("simulate", () -> withGameOptions(new CommandLine(new SimulateCommand(type)), type, "that play", type.botNames().get(0)));
        generic.put("bench", () -> bench(type));
        generic.put("tournament", () -> {
            CommandLine cl = new CommandLine(new TournamentCommand(type));
            GameOptions.addParams(cl.getCommandSpec(), type);
            return cl;
        });
        generic.forEach((name, make) -> {
            if (!taken.contains(name)) {
                group.addSubcommand(name, make.get());
            }
        });
        own.forEach(group::addSubcommand);
        bind(group, type);
        return group;
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
                CommandLine cl = new CommandLine(c.command());
                if (c.botsHelp() != null) {
                    GameOptions.addBots(cl.getCommandSpec(), List.of(type), c.botsHelp(), c.defaultBots());
                }
                out.add(cl);
            }
        }
        return out;
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
        cl.setResourceBundle(specHelp(type));
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
