/**
 * The tests that run again through the production topology (npm run
 * test:e2e:prod: nginx, two API replicas, PostgreSQL). The local run (npm run
 * test:e2e) runs every test on the same build; through nginx the suite earns
 * its time only on what the topology changes: nginx's headers, routing and
 * static files, caches and NOTIFY across replicas, sessions and uploads
 * landing on either replica, the blogs nginx serves, and one journey per
 * role (shopper, seller, rider, support, master, kiosk, franchise). Its own
 * specs (faults, the API down) run there whole.
 */
export const TOPOLOGY = { tag: "@topology" } as const;
