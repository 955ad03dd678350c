import type { MakeADifferenceModule as MakeADifferenceShape } from '@shop/contracts';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { ModuleSection } from './ModuleSection';
import './make-a-difference-module.css';

/** What the shop gives back: a few words, the figures ('£1.5m' donated…) and where to read more. */
export function MakeADifferenceModule({ module }: { module: MakeADifferenceShape }) {
  return (
    <ModuleSection module={module} className="make-a-difference-module">
      <p className="make-a-difference-module__text">{module.text}</p>
      <ul className="make-a-difference-module__figures">
        {module.figures.map((figure) => (
          <li key={figure.label} className="make-a-difference-module__figure">
            <span className="make-a-difference-module__number">{figure.figure}</span>{' '}
            <span className="make-a-difference-module__label">{figure.label}</span>
          </li>
        ))}
      </ul>
      <ModuleAnchor
        url={module.link.url}
        className="button button--primary make-a-difference-module__link"
        testId={`module-${module.id}-link`}
      >
        {module.link.label}
      </ModuleAnchor>
    </ModuleSection>
  );
}
