import type { LandingModule } from '@shop/contracts';
import { type ComponentType, lazy, type LazyExoticComponent, memo, Suspense } from 'react';
import { nearScreen } from '../../ui/deferred-part';
import { firstTouch } from '../../ui/first-touch';
import { deviceClass } from './landing-devices';
import type { ModuleProps } from './modules/module-props';
import { isKnownModuleType, isStaticModuleType } from './modules/module-types';

type ModuleComponent = ComponentType<ModuleProps>;

/** When a server-rendered module's code is needed: at once, near the screen, or on a touch. */
export type ModuleHydration = 'now' | 'near-screen' | 'on-touch';

/** One lazy component per module, made once: React must see the same component every render. */
const parts = new Map<string, LazyExoticComponent<ModuleComponent>>();

export const slotId = (module: Pick<LandingModule, 'id'>) => `landing-module-${module.id}`;

const loadComponent = (type: string) =>
  import('./modules/module-components').then(({ componentFor }) => {
    const load = componentFor(type);
    if (!load) throw new Error(`No component for landing module type ${type}`);
    return load();
  });

function partFor(module: LandingModule, hydration: ModuleHydration) {
  const key = `${module.id}:${module.type}:${hydration}`;
  let part = parts.get(key);
  if (!part) {
    part = lazy(() => {
      // A page the browser draws itself (a move within the shop) has no element yet: at once.
      const element =
        hydration !== 'now' && typeof document !== 'undefined'
          ? document.getElementById(slotId(module))
          : null;
      const ready = !element
        ? Promise.resolve()
        : hydration === 'near-screen'
          ? nearScreen(element)
          : firstTouch(element);
      return ready
        .then(() => loadComponent(module.type))
        .then((component) => ({ default: component }));
    });
    parts.set(key, part);
  }
  return part;
}

/**
 * One landing module (docs/rules-storefront.md "Landing pages"): drawn only when its type is known
 * and it is flagged for a screen, shown by CSS on the screens it is flagged for. Each type's code
 * is its own chunk. On a server-rendered page React keeps the module's HTML as it is until that
 * code arrives: a module of words, pictures and links (`isStaticModuleType`) works as plain HTML
 * and loads its code only when the shopper points at or focuses it; the others load theirs at once
 * (`now`) or as they come near the screen.
 */
export const LandingModuleSlot = memo(function LandingModuleSlot({
  module,
  firstScreen,
  sessionExpired,
}: ModuleProps & {
  /** Among the page's first modules, which a phone shows without scrolling. */
  firstScreen: boolean;
}) {
  const devices = deviceClass(module);
  if (!isKnownModuleType(module.type) || devices === null) return null;
  const hydration: ModuleHydration = isStaticModuleType(module.type)
    ? 'on-touch'
    : firstScreen
      ? 'now'
      : 'near-screen';
  const Part = partFor(module, hydration);
  return (
    <div
      id={slotId(module)}
      className={`landing-module ${devices}`.trim()}
      data-testid={`landing-module-${module.type}`}
    >
      <Suspense fallback={<div className="landing-module__placeholder" />}>
        <Part module={module} sessionExpired={sessionExpired} />
      </Suspense>
    </div>
  );
});
