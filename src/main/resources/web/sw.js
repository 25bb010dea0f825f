// cardlab web table: the service worker. It keeps the page's own files so that the page opens
// with no network; the API is never cached (the tables are the server's, and the page keeps its
// last view and the events waiting to be sent itself). The network comes first, so a new
// version of the page is used as soon as the server is there.
"use strict";

const CACHE = "cardlab-shell-2";
const SHELL = ["/", "/app.js", "/sync.js", "/gamequeue.js", "/pictures.js", "/advice.js", "/pad.js", "/marshal.js", "/play.js", "/puzzle.js", "/game.js", /* the games' own pages */
  "/home.js", "/style.css", "/favicon.svg", "/manifest.webmanifest", "/icon-192.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then(c => c.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then(keys => Promise.all(keys.filter(k => k !== CACHE).map(k => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
  const key = url.pathname === "/index.html" ? "/" : url.pathname;
  if (!SHELL.includes(key)) return;
  event.respondWith(fetch(event.request).then(r => {
    if (r.ok) {
      const copy = r.clone();
      caches.open(CACHE).then(c => c.put(key, copy));
    }
    return r;
  }).catch(() => caches.match(key).then(r => r || Response.error())));
});
