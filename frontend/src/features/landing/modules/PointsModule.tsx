import type { PointsModule as PointsModuleShape } from '@shop/contracts';
import { ModuleSection } from './ModuleSection';
import './points-module.css';

/** The shop's promises or reasons, each a short heading and a sentence. */
export function PointsModule({ module }: { module: PointsModuleShape }) {
  return (
    <ModuleSection module={module} className="points-module">
      <ul className="points-module__list">
        {module.points.map((point) => (
          <li key={point.title} className="points-module__point">
            <h3 className="points-module__title">{point.title}</h3>
            <p className="points-module__text">{point.text}</p>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
