// The edge in front of the club's sites and the platform (issues 30 and 32), as nginx configuration text:
// what the benches and the edge journey run, through tooling/edge (Debian's nginx 1.22, built with
// secure_link and proxy_cache), what the cluster's proxy and compose's run (tooling/cluster/nginx.mjs puts
// them in every server it makes from deploy/topology.json), and what the README tells a club to set its CDN
// up to do. Pure functions, no I/O: a caller puts `cacheZones` in its `http` block, `siteLocations` in a
// site's `server` and `mediaLocations` in the platform's, beside its own `upstream` blocks (platform_api,
// platform_live, club, streamer in the cluster).
//
//   Public pages  cached as the origin says (`public, s-maxage=5, stale-while-revalidate=30,
//                 stale-if-error=86400`): one request per page per lifetime reaches the site, the rest are
//                 answered from the cache, stale ones while one background request renews them.
//                 `private`, `no-store`, `no-cache` and anything with Set-Cookie is never kept.
//   Media         /media/vod/{asset}/… and /media/live/{asset}/… only with a signed link
//                 (`?expires=…&md5=…`, apps/platform/src/modules/media/edge-signing.ts), checked here
//                 BEFORE the cache; the cache key leaves the link out, so every entitled viewer shares
//                 one copy of each segment, and the origin (which checks the link again) is asked once.
//
// Every answer says where it came from in X-Cache-Status (HIT, MISS, EXPIRED, STALE, UPDATING, REVALIDATED).

/** An asset id as the platform's media routes accept it (routes.ts, assetIdSchema). */
const assetPattern = '[a-z0-9][a-z0-9_-]{0,119}';

/**
 * The secret as a placeholder the official nginx image fills in from its environment as it starts
 * (/etc/nginx/templates, envsubst): for a configuration written once and committed (compose's), never the
 * secret itself. Unfilled, nginx refuses to start (an unknown variable), so a proxy never runs without it.
 */
export const secretFromEnvironment = '${EDGE_SIGNING_SECRET}';

/** nginx's quoted-string rules: the secret goes inside one, so it must not break out of it or expand. */
function checkSecret(secret) {
  if (secret === secretFromEnvironment) return secret;
  if (typeof secret !== 'string' || secret.length < 32) throw new Error('edge: the signing secret must be at least 32 characters');
  if (!/^[\x21\x23\x25-\x5b\x5d-\x7e]+$/.test(secret)) {
    throw new Error('edge: the signing secret must be printable ASCII without spaces, quotes, $ or backslashes');
  }
  return secret;
}

function checkUpstream(name, value) {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_.:-]+$/.test(value)) throw new Error(`edge: ${name} must be an upstream name or host:port, not ${value}`);
  return value;
}

const indent = (text, by = '  ') =>
  text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

/**
 * What every proxied location sends on: keep-alive to the upstream, a WebSocket upgrade passed through (the
 * concurrency socket, through a site or straight to the platform), and who asked. A location that sets any
 * header inherits none from the http block, so all are here.
 */
const proxyHeaders = `proxy_http_version 1.1;
proxy_set_header Upgrade $http_upgrade;
proxy_set_header Connection $edge_connection;
proxy_set_header Host $http_host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;`;

/**
 * The http-level part: the two caches (pages, media) under `cacheDir`, the Connection header each request
 * is sent on with, and the log format the benches read (`edge_upstream`: which requests reached an origin,
 * and how the cache answered).
 * @param {{ cacheDir: string, pagesSize?: string, mediaSize?: string }} options
 */
export function cacheZones({ cacheDir, pagesSize = '256m', mediaSize = '2g' }) {
  if (typeof cacheDir !== 'string' || !cacheDir.startsWith('/') || /[\s;{}"']/.test(cacheDir)) {
    throw new Error(`edge: cacheDir must be an absolute path without spaces, quotes or semicolons, not ${cacheDir}`);
  }
  return `# The edge's caches (deploy/nginx/edge.mjs): public pages, and media segments and manifests.
proxy_cache_path ${cacheDir}/pages levels=1:2 keys_zone=edge_pages:10m max_size=${pagesSize} inactive=10m use_temp_path=off;
proxy_cache_path ${cacheDir}/media levels=1:2 keys_zone=edge_media:50m max_size=${mediaSize} inactive=1h use_temp_path=off;
# An upgrade (WebSocket) is passed on as one; every other request keeps its upstream connection alive.
map $http_upgrade $edge_connection {
  default upgrade;
  '' '';
}
# The encoding a page is kept and asked for in, whatever the browser's spelling of Accept-Encoding:
# brotli, else gzip (each unless refused with q=0), else none; the sites choose the same way.
map $http_accept_encoding $edge_page_encoding {
  default '';
  "~*(^|,)\\s*br\\s*(,|$|;\\s*q=(1|0*\\.\\d*[1-9]))" br;
  "~*(^|,)\\s*(x-)?gzip\\s*(,|$|;\\s*q=(1|0*\\.\\d*[1-9]))" gzip;
}
# A page that varies on more than its encoding (Vary: Cookie, …) is never kept: the page cache keys on
# the encoding itself and leaves Vary aside.
map $upstream_http_vary $edge_varies_otherwise {
  default 1;
  '' 0;
  "~*^\\s*accept-encoding\\s*$" 0;
}
# One line per request, and per background renewal: $upstream_addr is set when an origin was asked.
log_format edge_upstream '$msec $status $upstream_cache_status "$upstream_addr" "$uri" $request_time';
`;
}

/**
 * A site server's locations (club, streamer): every page through the page cache, as the origin's
 * Cache-Control allows. The cache key is the URL alone: a public page is the same bytes for every fan
 * (issue 32), and whatever is personal is never stored (private, no-store, Set-Cookie).
 * @param {{ upstream: string }} options
 */
export function pageLocations({ upstream }) {
  checkUpstream('upstream', upstream);
  return `# Public pages (issue 32): cached for their s-maxage, served stale while one request renews them
# (stale-while-revalidate) or while the site is down (stale-if-error); revalidated with the ETag.
location / {
  proxy_pass http://${upstream};
${indent(proxyHeaders)}
  proxy_cache edge_pages;
  # One copy per encoding the site sends (brotli, gzip, none), not one per browser: nginx's own Vary
  # support keys on the header's exact text, so Chrome's, Firefox's and Safari's Accept-Encoding would each
  # be a copy, and each copy a render, every lifetime. The site is asked in the encoding the copy is for.
  proxy_set_header Accept-Encoding $edge_page_encoding;
  proxy_cache_key $scheme$host$request_uri:$edge_page_encoding;
  proxy_ignore_headers Vary;
  proxy_no_cache $edge_varies_otherwise;
  proxy_cache_methods GET HEAD;
  # Only what the origin says may be kept: no proxy_cache_valid, so a response without Cache-Control,
  # or with private, no-store, no-cache or Set-Cookie, is passed on and never stored.
  proxy_cache_revalidate on;
  proxy_cache_lock on;
  proxy_cache_lock_timeout 5s;
  proxy_cache_lock_age 5s;
  proxy_cache_background_update on;
  proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
  # What the site says to its edge stays at the edge: its own page cache's outcome, the purge key, and
  # the age of the site's copy, which nginx sends on unchanged from every kept copy (it does not add the
  # time the copy spent here), so a browser would read a wrong one. How the edge answered, instead.
  proxy_hide_header X-Page-Cache;
  proxy_hide_header Surrogate-Key;
  proxy_hide_header Age;
  add_header X-Cache-Status $upstream_cache_status always;
}
`;
}

/** One signed media location: the link checked, then the shared cache, then the origin. */
function signedMedia(kind, upstream, secret) {
  return `location ~ "^/media/(?<media_kind>${kind})/(?<media_asset>${assetPattern})/" {
  # The signed link: MD5 of "{expires}:{asset} {secret}", base64url (media/edge-signing.ts). A missing,
  # forged or other asset's link is "" and an expired one "0": both refused before the cache.
  secure_link $arg_md5,$arg_expires;
  secure_link_md5 "$secure_link_expires:$media_asset ${secret}";
  if ($secure_link = "") {
    return 403;
  }
  if ($secure_link = "0") {
    return 403;
  }
  # The origin checks the same link (never a cookie or a token: those are dropped) and answers public.
  proxy_pass http://${upstream};
${indent(proxyHeaders)}
  proxy_set_header Cookie "";
  proxy_set_header X-Playback-Token "";
  proxy_cache edge_media;
  # The link is not part of the key: every viewer's request for a file is the same cached copy.
  proxy_cache_key $uri;
  proxy_cache_methods GET HEAD;
  proxy_cache_lock on;
  proxy_cache_lock_timeout 10s;
  proxy_cache_lock_age 10s;
  proxy_cache_use_stale updating error timeout;
  proxy_cache_background_update on;
  add_header X-Cache-Status $upstream_cache_status always;
}`;
}

/**
 * The platform server's locations: /media/vod and /media/live checked and cached (live to the live
 * origin), a free item's poster and thumbnails passed to the origin (an <img> carries no link; the
 * origin answers a paid one's privately, so it is never kept), and the rest of /media (licences, the
 * media clock) uncached. `rest: false` leaves out `location /` (the api), for a site server that
 * serves its players' /media beside its pages.
 * @param {{ apiUpstream: string, liveUpstream: string, secret: string, rest?: boolean }} options
 */
export function mediaLocations({ apiUpstream, liveUpstream, secret, rest = true }) {
  checkUpstream('apiUpstream', apiUpstream);
  checkUpstream('liveUpstream', liveUpstream);
  checkSecret(secret);
  const parts = [
    `# Media (issue 30): signed links checked at the edge, segments shared by every viewer.
location ~ "^/media/vod/${assetPattern}/(?:poster\\.jpg|sprite\\.jpg|thumbnails\\.vtt)$" {
  proxy_pass http://${apiUpstream};
${indent(proxyHeaders)}
  proxy_cache edge_media;
  proxy_cache_key $uri;
  proxy_cache_lock on;
  add_header X-Cache-Status $upstream_cache_status always;
}`,
    signedMedia('vod', apiUpstream, secret),
    signedMedia('live', liveUpstream, secret),
    `location /media/ {
  proxy_pass http://${apiUpstream};
${indent(proxyHeaders)}
}`,
  ];
  if (rest) {
    // Resumable uploads and image uploads stream to the platform as they arrive; the platform says how
    // large a body may be, not the proxy.
    parts.push(`location / {
  proxy_pass http://${apiUpstream};
${indent(proxyHeaders)}
  client_max_body_size 0;
  proxy_request_buffering off;
}`);
  }
  return `${parts.join('\n')}\n`;
}

/**
 * A site's server (club, streamer): its pages through the page cache, and its players' /media checked and
 * cached on the way to the platform, as on the platform's own server, without the api's `location /`.
 * @param {{ upstream: string, apiUpstream: string, liveUpstream: string, secret: string }} options
 */
export function siteLocations({ upstream, apiUpstream, liveUpstream, secret }) {
  return `${pageLocations({ upstream })}${mediaLocations({ apiUpstream, liveUpstream, secret, rest: false })}`;
}
