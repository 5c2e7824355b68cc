/** A local OpenID Connect provider (oauth2-mock-server) that speaks the real protocol. */
import { OAuth2Server } from 'oauth2-mock-server';

export async function startOidc() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  return { server, issuer: server.issuer.url!, close: () => server.stop() };
}
