/**
 * Ports of the composed E2E portal and the standalone remotes. E2E_PORT_BASE (default 5000)
 * moves them all, so two checkouts can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 5000);

export const E2E_PORTS = {
  shell: base,
  ideas: base + 1,
  myPage: base + 2,
  search: base + 3,
  admin: base + 4,
  api: base + 10,
  identity: base + 11,
  standalone: { ideas: base + 101, myPage: base + 102, search: base + 103, admin: base + 104 },
};

const origin = (port: number) => `http://localhost:${port}`;
export const ORIGINS = {
  shell: origin(E2E_PORTS.shell),
  ideas: origin(E2E_PORTS.ideas),
  myPage: origin(E2E_PORTS.myPage),
  search: origin(E2E_PORTS.search),
  admin: origin(E2E_PORTS.admin),
  api: origin(E2E_PORTS.api),
  identity: origin(E2E_PORTS.identity),
};
