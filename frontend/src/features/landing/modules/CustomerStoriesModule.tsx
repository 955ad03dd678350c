import type { CustomerStoriesModule as CustomerStoriesShape } from '@shop/contracts';
import { ModuleSection } from './ModuleSection';
import { StoryQuote } from '../../../ui/StoryQuote';
import './customer-stories-module.css';

/** Customers' own stories, each a quote with their picture, name and town. */
export function CustomerStoriesModule({ module }: { module: CustomerStoriesShape }) {
  return (
    <ModuleSection module={module} className="customer-stories-module">
      <ul className="customer-stories-module__list">
        {module.stories.map((story, index) => (
          <li key={index}>
            <StoryQuote story={story} block="customer-stories-module" />
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
