import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The form each page carries (spec 001 §2.1), its code a chunk of its own: pages without one
 * never download it. On a server-rendered page React keeps the form's HTML until it arrives.
 */
const PAGE_FORMS: Record<string, LazyExoticComponent<ComponentType>> = {
  feedback: lazy(() => import('../forms/FeedbackForm').then((m) => ({ default: m.FeedbackForm }))),
  survey: lazy(() => import('../forms/SurveyForm').then((m) => ({ default: m.SurveyForm }))),
  'contact-us': lazy(() =>
    import('../forms/ContactForm').then((m) => ({ default: m.ContactForm })),
  ),
};

/** The form of the page with this slug, or nothing for a page without one. */
export function PageForm({ slug }: { slug: string }) {
  if (!Object.hasOwn(PAGE_FORMS, slug)) return null;
  const Form = PAGE_FORMS[slug];
  return (
    <Suspense fallback={<div className="content-page__form-placeholder" />}>
      <Form />
    </Suspense>
  );
}
