package org.cardlab.cli;

/**
 * Marks a command that names its game as an argument and plays its bots (the specs commands'
 * impact, gaps and witness): the command line gives it the bot options of every registered game.
 */
interface PlaysAnyGame {}
