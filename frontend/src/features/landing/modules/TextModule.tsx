import type { TextModule as TextModuleShape } from '@shop/contracts';
import { SafeHtml } from '../../../ui/SafeHtml';
import { ModuleSection } from './ModuleSection';
import './text-module.css';

/** Copy written by the shop, sanitised again before it is drawn. */
export function TextModule({ module }: { module: TextModuleShape }) {
  return (
    <ModuleSection module={module} className="text-module">
      <SafeHtml html={module.html} className="text-module__body" />
    </ModuleSection>
  );
}
