// deploy/topology.json, THE description of the production topology (issue 29), read for the local cluster:
// the proxy's public ports, each service (name, app, roles, port, the proxy's upstream it belongs to) and the
// engines, every port moved by one offset (CLUSTER_PORT_OFFSET) so a second cluster can run beside the first.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const topologyFile = join(root, 'deploy/topology.json');

/** The port offset CLUSTER_PORT_OFFSET asks for (default 0); a bad value is refused in one line. */
export function portOffset(value = process.env.CLUSTER_PORT_OFFSET) {
  if (value === undefined || value === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`CLUSTER_PORT_OFFSET: "${value}" is not a whole number from 0 to 50000`);
  }
  return offset;
}

/**
 * Ports fetch refuses to connect to (the Fetch standard's "bad ports"): a site server, a test or a browser
 * could never reach a service there, so an offset that lands one of the cluster's ports on them is refused.
 */
const fetchBlockedPorts = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109,
  110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530,
  531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045,
  4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The topology with every port (proxy, services, engines) moved by `offset`. */
export function loadTopology(offset = 0, file = topologyFile) {
  const topology = JSON.parse(readFileSync(file, 'utf8'));
  const shift = (port) => {
    const moved = port + offset;
    if (fetchBlockedPorts.has(moved)) {
      throw new Error(`CLUSTER_PORT_OFFSET=${offset} puts a port on ${moved}, which fetch and browsers refuse to connect to: choose another offset`);
    }
    return moved;
  };
  return {
    proxy: Object.fromEntries(Object.entries(topology.proxy).map(([name, port]) => [name, shift(port)])),
    services: topology.services.map((service) => ({ ...service, port: shift(service.port) })),
    engines: topology.engines.map((engine) => ({ ...engine, port: shift(engine.port) })),
  };
}

/** The upstreams the proxy balances: name → the services in it, in topology order. */
export function upstreams(topology) {
  const groups = new Map();
  for (const service of topology.services) {
    if (!service.upstream) continue;
    groups.set(service.upstream, [...(groups.get(service.upstream) ?? []), service]);
  }
  return groups;
}
