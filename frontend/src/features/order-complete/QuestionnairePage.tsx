import { ORDER_QUESTIONNAIRE, QUESTIONNAIRE_MESSAGES } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../api/error-text';
import { useAnswerQuestionnaire } from '../../api/orders.queries';
import { InlineSpinner } from '../../ui/InlineSpinner';
import './order-complete.css';

/** `/order-questionnaire`: three questions about the purchase, then thanks. */
export function QuestionnairePage() {
  const answer = useAnswerQuestionnaire();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer.isPending) return;
    if (Object.keys(answers).length === 0) {
      setMissing(true);
      return;
    }
    answer.mutate(answers, {
      onSuccess: () => requestAnimationFrame(() => thanks.current?.focus()),
    });
  };

  const error = missing
    ? QUESTIONNAIRE_MESSAGES.noAnswers
    : answer.error
      ? errorText(answer.error)
      : null;

  return (
    <section
      className="questionnaire"
      aria-labelledby="questionnaire-title"
      data-testid="questionnaire-page"
    >
      <title>Tell us about your order | Posy</title>
      <h1 id="questionnaire-title" className="order-complete__title">
        Tell us about your order
      </h1>
      {answer.isSuccess ? (
        <div className="questionnaire__thanks">
          <p ref={thanks} tabIndex={-1} role="status" data-testid="questionnaire-thanks">
            {QUESTIONNAIRE_MESSAGES.thankYou}
          </p>
          <Link to="/" className="button button--primary">
            Continue shopping
          </Link>
        </div>
      ) : (
        <form className="questionnaire__form" onSubmit={submit} data-testid="questionnaire-form">
          {ORDER_QUESTIONNAIRE.map((question) => (
            <fieldset key={question.id} className="questionnaire__question">
              <legend>{question.question}</legend>
              <div className="questionnaire__choices">
                {question.choices.map((choice) => (
                  <label key={choice} className="questionnaire__choice">
                    <input
                      type="radio"
                      name={question.id}
                      value={choice}
                      checked={answers[question.question] === choice}
                      onChange={() => {
                        setMissing(false);
                        setAnswers((old) => ({ ...old, [question.question]: choice }));
                      }}
                    />
                    <span>{choice}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <p className="questionnaire__error" role="alert" data-testid="questionnaire-error">
            {error}
          </p>
          <button
            type="submit"
            className="button button--primary questionnaire__submit"
            disabled={answer.isPending}
            data-testid="questionnaire-submit"
          >
            {answer.isPending && <InlineSpinner />}
            Send answers
          </button>
        </form>
      )}
    </section>
  );
}
