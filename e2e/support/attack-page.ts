import http from 'node:http';

/** Everything that reached the detector: what a contained page must never manage to send. */
export interface Detector {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

/** A local server that records every request and answers each with something harmless. */
export async function startDetector(port: number): Promise<Detector> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A page written to get out: every way it tries is logged in its own `#log` (what the page
 * itself saw), and the detector and the parent page say whether anything got through.
 */
export function attackPage(detector: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>限时优惠</title>
<base href="${detector}/base/">
<meta http-equiv="refresh" content="3;url=${detector}/refresh">
<link rel="stylesheet" href="${detector}/css">
</head><body>
<h1>限时优惠</h1>
<img src="${detector}/img-tag" alt="">
<img src="relative-through-base.png" alt="">
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>try{fetch("${detector}/svg-script")}catch(e){}</script></svg>
<iframe src="${detector}/nested-frame" title="nested"></iframe>
<form id="f" method="post" action="${detector}/form"><input name="x" value="1"></form>
<pre id="log"></pre>
<script>
var log = [];
function tryIt(name, run) {
  try { var out = run(); log.push(name + ": ran" + (out === undefined ? "" : " " + String(out).slice(0, 40))); }
  catch (e) { log.push(name + ": blocked " + (e && e.name)); }
}
tryIt("cookie", function () { return document.cookie; });
tryIt("localStorage", function () { return localStorage.getItem("token"); });
tryIt("sessionStorage", function () { return sessionStorage.length; });
tryIt("indexedDB", function () { return indexedDB.open("x"); });
tryIt("parent.document", function () { parent.document.title = "pwned"; return "wrote"; });
tryIt("parent.localStorage", function () { return parent.localStorage.getItem("token"); });
tryIt("top.location", function () { top.location.href = "${detector}/top"; });
tryIt("window.open", function () { return window.open("${detector}/open"); });
tryIt("fetch", function () { fetch("${detector}/fetch").catch(function () {}); });
tryIt("xhr", function () { var x = new XMLHttpRequest(); x.open("GET", "${detector}/xhr"); x.send(); });
tryIt("image", function () { new Image().src = "${detector}/image"; });
tryIt("beacon", function () { return navigator.sendBeacon("${detector}/beacon", "x"); });
tryIt("websocket", function () { new WebSocket("${detector.replace('http', 'ws')}/ws"); });
tryIt("eventsource", function () { new EventSource("${detector}/sse"); });
tryIt("worker", function () { new Worker("${detector}/worker.js"); });
tryIt("form", function () { document.getElementById("f").submit(); });
tryIt("postMessage", function () { parent.postMessage({ ready: true, html: "<h1>forged</h1>" }, "*"); });
document.getElementById("log").textContent = log.join("\\n") + "\\ndone";
</script>
</body></html>`;
}

/** A page whose script never ends: only its own frame may hang. */
export const LOOPING_PAGE =
  '<!DOCTYPE html><html><head><title>死循环</title></head><body><h1>死循环</h1><script>for(;;){}</script></body></html>';
