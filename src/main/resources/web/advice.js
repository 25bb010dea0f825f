// cardlab web table: the advice as one recommendation (the move to make, why, what it wins) and,
// behind it, every move in one table sorted by what it wins, the chosen row marked, ties named
// as ties. The figures are the server's: the search Marshal's look-ahead (as `fugitive advise`)
// and the exact hit chances and manhunt.
"use strict";

function moveWords(mv) {
  return mv.startsWith("draw ") ? "draw from deck " + mv.slice(5) : mv;
}

/** The hit chance now of a guess (a move "guess 12 15"), from the exact advice, when it has one. */
function hitChance(a, numbers) {
  if (!a || !numbers) return null;
  if (numbers.length === 1) {
    const s = (a.single || []).find(x => x.number === numbers[0]);
    return s ? s.probability : 0;
  }
  if (a.multi && a.multi.numbers.join(" ") === numbers.join(" ")) return a.multi.probability;
  return null;
}

/** The look-ahead's Fugitive in words: the server names its bots, or "by style" for the styles the notes point to. */
function opponent(model) {
  const bots = model.filter(x => x !== "by style");
  return model.includes("by style") ? "a Fugitive of the styles the notes point to (a style drawn for each history)" + (bots.length ? " (or " + bots.join(" or ") + ")" : "")
    : "a " + bots.join(" or ") + " Fugitive";
}

/** {line, rows, note}: the recommendation in words and the table behind it. */
function recommendation(m) {
  const s = m.search;
  const a = m.advice;
  if (s && s.options && s.options.length) {
    const rows = s.options.slice().sort((x, y) => y.winChance - x.winChance || (x.move === s.chosen ? -1 : y.move === s.chosen ? 1 : 0));
    const chosen = rows.find(o => o.move === s.chosen) || rows[0];
    const tied = rows.filter(o => o.move !== chosen.move && o.winChance === chosen.winChance);
    const ahead = rows.filter(o => o.winChance > chosen.winChance);
    const allTie = rows.every(o => o.winChance === chosen.winChance);
    const hit = hitChance(a, chosen.numbers);
    let why;
    if (allTie && rows.length > 1) {
      why = "every move tried wins " + pct(chosen.winChance) + " of the same " + s.worlds + " played-out games: a tie, any of them will do; this is the heuristic's";
    } else if (ahead.length) {
      why = moveWords(ahead[0].move) + " scores " + pct(ahead[0].winChance) + ", not clearly more over the same games: counted as a tie, so the heuristic's move stands";
    } else if (tied.length) {
      why = "tied with " + tied.map(o => moveWords(o.move)).join(", ") + " (" + pct(chosen.winChance) + " each)";
    } else {
      why = "it wins the game most often";
    }
    return {
      line: [h("b", {}, cap(moveWords(chosen.move))), " — wins " + pct(chosen.winChance) + " (95% " + pct(chosen.interval[0]) + "–" + pct(chosen.interval[1]) + ")"
        + (hit !== null ? ", hits now " + pct(hit) : "") + ". ", h("span", { class: "why" }, cap(why) + ".")],
      move: chosen.move,
      head: ["move", "wins the game (95%)", "hits now"],
      rows: rows.map(o => ({ move: o.move, chosen: o.move === chosen.move, tie: o.move !== chosen.move && o.winChance >= chosen.winChance,
        cells: [moveWords(o.move), pct(o.winChance) + " (" + pct(o.interval[0]) + "–" + pct(o.interval[1]) + ")", hitChance(a, o.numbers) === null ? "—" : pct(hitChance(a, o.numbers))],
        p: o.winChance })),
      note: "Each move played out in " + s.worlds + " hidden histories drawn from the notes, against " + opponent(s.model)
        + ". The heuristic Marshal's move (" + moveWords(s.baseline) + ") is kept unless another wins clearly more (a sign test over the same games)."
        + " The histories are drawn with seed " + s.seed + ", the number of events: cardlab fugitive advise on these notes with --seed " + s.seed
        + " gives the same figures."
        + (rows.some(o => hitChance(a, o.numbers) === null) ? " A dash under hits now: that guess of several numbers was not counted exactly (only the likeliest set is)." : ""),
    };
  }
  if (a && a.manhunt) {
    const mh = a.manhunt;
    const capture = mh.exact ? pct(mh.captureProbability) : pct(mh.interval[0]) + " to " + pct(mh.interval[1]);
    const tied = mh.tiedFirstGuesses;
    return {
      line: [h("b", {}, "Guess " + mh.firstGuess + " first"), " — the best order captures him " + capture + (mh.exact ? "" : " (work budget reached)") + ". ",
        h("span", { class: "why" }, tied ? cap(mh.tieBreak) + "." : "No other first guess captures as often.")],
      move: "guess " + mh.firstGuess,
      head: ["single guess", "hits now"], rows: singles(a, [mh.firstGuess]),
      note: "The manhunt's capture chance is exact, every guessing order counted, and logic only: every consistent hidden history counts alike,"
        + " whichever chances the cards above show.",
    };
  }
  if (a && a.certain && a.certain.length) {
    return { line: [h("b", {}, "Guess " + a.certain.join(" ")), " — certain to hit. ", h("span", { class: "why" }, "No history has them anywhere but face down.")],
      move: "guess " + a.certain.join(" "), head: ["single guess", "hits now"], rows: singles(a, a.certain), note: "" };
  }
  if (a && a.single && a.single.length) {
    const best = a.single[0];
    const tied = a.single.filter(x => x.number !== best.number && x.probability === best.probability).map(x => x.number);
    return {
      line: [h("b", {}, "Guess " + best.number), " — hits " + pct(best.probability) + ". ",
        h("span", { class: "why" }, tied.length ? "Tied with " + tied.join(", ") + " (as likely)." : "The likeliest number to hit.")],
      move: "guess " + best.number, head: ["single guess", "hits now"], rows: singles(a, [best.number]), note: "",
    };
  }
  return null;
}

function cap(s) {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

function singles(a, chosen) {
  return (a.single || []).map(x => ({ move: "guess " + x.number, chosen: chosen.includes(x.number), tie: false,
    cells: [String(x.number), pct(x.probability)], p: x.probability, n: x.number }));
}

/**
 * Taps waiting on this device (a Marshal's events, or a game's move): the advice is for the table before them, a move already
 * made, so no recommendation is shown until the server has them. Returns the words that say so, or null.
 */
function adviceWaits() {
  const q = S.queue && S.queue.items.length ? S.queue : null;
  const moves = S.playQueue && S.playQueue.items.some(item => item.action === "move");
  if (!q && !moves) return null;
  return "No recommendation while " + (q ? counted(q.items.length, "event") + " wait" + (q.items.length > 1 ? "" : "s")
    + " here: the last one was for the table as of event " + q.baseAt : "your move waits here: the last one was for the move already chosen") + ".";
}

/** The recommendation line (tap to open the table behind it). */
function recommendationLine(m) {
  if (adviceWaits()) return null;
  const r = recommendation(m);
  if (!r) return null;
  return h("div", { class: "advice-line", id: "advice-line", "data-move": r.move, onclick: () => {
    const d = document.getElementById("advice-more");
    if (d) { d.open = true; d.scrollIntoView({ block: "start" }); }
  } }, ...r.line);
}

/** The whole advice behind the line: the sorted table, the best multi-number guess, the counts. */
function drawAdvice(m) {
  const box = h("section", { class: "panel advice p-advice", id: "advice" }, h("h2", {}, "Advice"));
  if (m.tooLarge) { box.append(h("p", {}, m.tooLarge)); return box; }
  if (m.inconsistent) { box.append(h("p", { class: "over", id: "inconsistent" }, m.inconsistent)); return box; }
  const ch = chancesOf(m);
  if (!ch) return null;
  box.append(h("p", { class: "muted", id: "histories", "data-histories": ch.histories }, counted(ch.histories, "consistent hidden history", "consistent hidden histories")),
    measureToggle(m));
  const waits = adviceWaits();
  if (waits) { box.append(h("p", { class: "muted", id: "advice-waits" }, waits)); return box; }
  const r = recommendation(m);
  if (!r) {
    // once the game is over there is no next move to speak of
    if (!m.outcome) box.append(h("p", { class: "muted", id: "advice-later" }, "The moves worth making appear at the Marshal's draw and guess."));
    return box;
  }
  const table = h("table", { id: r.head[1].startsWith("wins") ? "search" : "singles" },
    h("tr", {}, r.head.map(x => h("th", {}, x))),
    r.rows.map(row => h("tr", { class: (row.chosen ? "chosen" : "") + (row.tie ? " tie" : ""), "data-move": row.move },
      row.cells.map((c, i) => h("td", i === 0 ? { class: "big" } : row.n !== undefined ? { "data-n": row.n, "data-p": row.p } : { "data-move": row.move, "data-p": row.p },
        i === 0 && row.chosen ? "★ " + c : c, i === 0 && row.tie ? h("small", {}, " tie") : null)))));
  const details = h("details", { id: "advice-more", open: S.entry.adviceOpen || null, ontoggle: (e) => { S.entry.adviceOpen = e.target.open; } },
    h("summary", {}, "Every move, sorted (" + r.rows.length + ")"), table, r.note ? h("p", { class: "muted small" }, r.note) : null);
  box.append(h("div", { class: "advice-line" }, ...r.line), details);
  const a = m.advice;
  if (a && a.multi && a.multi.numbers.length > 1) {
    box.append(h("p", { id: "multi", "data-p": a.multi.probability, "data-expected": a.multi.expectedReveals },
      "Best guess of several numbers: ", h("b", {}, a.multi.numbers.join(" ")), " — all hit " + pct(a.multi.probability)
      + ", expected reveals " + a.multi.expectedReveals.toFixed(2)));
  }
  if (a && a.manhunt) {
    box.append(h("p", { id: "manhunt", "data-p": a.manhunt.captureProbability, "data-first": a.manhunt.firstGuess },
      "Manhunt: guess " + a.manhunt.firstGuess + " first; the best order captures " + (a.manhunt.exact ? pct(a.manhunt.captureProbability) + " (exact)" : "within " + pct(a.manhunt.interval[0]) + "–" + pct(a.manhunt.interval[1]))));
  }
  if (a && a.tooLarge) box.append(h("p", {}, a.tooLarge));
  if (a && r.head[1].startsWith("wins") && a.single) {
    box.append(h("details", { id: "hits-more" }, h("summary", {}, "Hit chances of single guesses"),
      h("table", { id: "singles" }, h("tr", {}, h("th", {}, "single guess"), h("th", {}, "hits now")),
        a.single.map(x => h("tr", {}, h("td", { class: "big" }, x.number), h("td", { "data-n": x.number, "data-p": x.probability }, pct(x.probability)))))));
  }
  return box;
}
