import type { ComponentType } from 'react';
import { ContactForm } from '../forms/ContactForm';
import { FeedbackForm } from '../forms/FeedbackForm';
import { SurveyForm } from '../forms/SurveyForm';

/**
 * The form each page carries (docs/rules-storefront.md "Routes"). Loaded with the content pages'
 * code, not as a chunk of its own: a form whose code came after the page hydrated would let a
 * shopper fill it in before it was live, and a submit then would lose what they typed.
 */
const PAGE_FORMS: Record<string, ComponentType> = {
  feedback: FeedbackForm,
  survey: SurveyForm,
  'contact-us': ContactForm,
};

/** The form of the page with this slug, or nothing for a page without one. */
export function PageForm({ slug }: { slug: string }) {
  if (!Object.hasOwn(PAGE_FORMS, slug)) return null;
  const Form = PAGE_FORMS[slug];
  return <Form />;
}
