// The types of the build's stand-in for 'relay-runtime' (relayRuntimeCore.js): Relay's own, of which it has a part.
export * from 'relay-runtime';
