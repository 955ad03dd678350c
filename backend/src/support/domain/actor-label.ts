import type { Actor, SupportActor } from '@shop/contracts';

/** Who caused an event, for the console: a signed-in shopper reads as a customer. */
export function supportActorOf(actor: Actor | undefined): SupportActor {
  switch (actor?.kind) {
    case 'shopper':
      return actor.customerId
        ? { kind: 'customer', label: `Customer ${actor.customerId}` }
        : { kind: 'shopper', label: `Shopper (session ${actor.sessionId.slice(0, 8)})` };
    case 'staff':
      return { kind: 'staff', label: `Staff ${actor.staffId}` };
    case 'system':
      return { kind: 'system', label: `System (${actor.process})` };
    default:
      return { kind: 'system', label: 'System' };
  }
}
