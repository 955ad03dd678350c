import { FORM_LIMITS } from '@shop/contracts';
import { useSendFeedback } from '../../api/content-pages.queries';
import { FEEDBACK_FIELD_OF, readFeedback, type FeedbackField } from './form-rules';
import { FormFrame } from './FormFrame';
import { TextAreaField, TextField } from './FormField';
import { StarRatingInput } from './StarRatingInput';
import { usePageForm } from './use-page-form';

const FIELDS: readonly FeedbackField[] = ['rating', 'comments', 'email'];

/** `/feedback`: a rating of 1 to 5 stars, comments of up to 2,000 characters, an optional email. */
export function FeedbackForm() {
  const form = usePageForm({
    send: useSendFeedback(),
    fields: FIELDS,
    read: readFeedback,
    fieldOf: FEEDBACK_FIELD_OF,
  });
  return (
    <FormFrame
      title="Your feedback"
      submitLabel="Send feedback"
      testId="feedback-form"
      {...form.frame}
    >
      <StarRatingInput
        id={form.fieldId('rating')}
        name="rating"
        legend="How would you rate Posy?"
        error={form.errors.rating}
        testId="feedback-rating"
      />
      <TextAreaField
        id={form.fieldId('comments')}
        name="comments"
        label="Your comments"
        required
        limit={FORM_LIMITS.commentsMaxLength}
        error={form.errors.comments}
        testId="feedback-comments"
      />
      <TextField
        id={form.fieldId('email')}
        name="email"
        type="email"
        label="Your email address (optional)"
        hint="Only if you would like a reply."
        autoComplete="email"
        spellCheck={false}
        error={form.errors.email}
        testId="feedback-email"
      />
    </FormFrame>
  );
}
