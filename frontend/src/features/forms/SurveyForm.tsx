import { SURVEY_QUESTIONS } from '@shop/contracts';
import { useAnswerSurvey } from '../../api/content-pages.queries';
import { ChoiceGroup } from './ChoiceGroup';
import { SURVEY_FIELD_OF, readSurvey, type SurveyField } from './form-rules';
import { FormFrame } from './FormFrame';
import { TextAreaField } from './FormField';
import { usePageForm } from './use-page-form';

const FIELDS: readonly SurveyField[] = SURVEY_QUESTIONS.map((question) => question.id);

/** Whole numbers from `min` to `max`, as choices. */
const scaleChoices = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => String(min + index)).map((value) => ({
    value,
    label: value,
  }));

/** `/survey`: the questions of `SURVEY_QUESTIONS`, in order, each drawn as its kind says. */
export function SurveyForm() {
  const form = usePageForm({
    send: useAnswerSurvey(),
    fields: FIELDS,
    read: readSurvey,
    fieldOf: SURVEY_FIELD_OF,
  });
  return (
    <FormFrame title="Your answers" submitLabel="Send answers" testId="survey-form" {...form.frame}>
      {SURVEY_QUESTIONS.map((question) => {
        const common = {
          id: form.fieldId(question.id),
          name: question.id,
          required: question.required,
          error: form.errors[question.id],
          testId: `survey-${question.id}`,
        };
        switch (question.kind) {
          case 'choice':
            return (
              <ChoiceGroup
                key={question.id}
                {...common}
                legend={question.question}
                choices={question.choices.map((choice) => ({ value: choice, label: choice }))}
              />
            );
          case 'scale':
            return (
              <ChoiceGroup
                key={question.id}
                {...common}
                legend={question.question}
                choices={scaleChoices(question.min, question.max)}
                scale={{ minLabel: question.minLabel, maxLabel: question.maxLabel }}
              />
            );
          case 'text':
            return (
              <TextAreaField
                key={question.id}
                {...common}
                label={question.question}
                limit={question.maxLength}
                rows={5}
              />
            );
          default: {
            const unknown: never = question;
            return unknown;
          }
        }
      })}
    </FormFrame>
  );
}
