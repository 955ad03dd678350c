import { FORM_MESSAGES, SURVEY_QUESTIONS } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { SURVEY_PAGE, failure, fieldMessage, serveForm, thanks, type } from './forms.spec-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSurvey(answer = thanks(FORM_MESSAGES.surveyThanks)) {
  const served = serveForm(SURVEY_PAGE, '/api/survey', answer);
  renderApp('/survey');
  await screen.findByRole('heading', { level: 2, name: 'Your answers' });
  return served;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
const question = (index: number) =>
  screen.getByRole('group', {
    name: new RegExp(SURVEY_QUESTIONS[index].question.replace('?', '\\?')),
  });
const pick = (index: number, choice: string) =>
  fireEvent.click(within(question(index)).getByRole('radio', { name: choice }));

describe('the survey on /survey', () => {
  it('asks the questions of SURVEY_QUESTIONS in order, each as its kind says', async () => {
    await openSurvey();
    const legends = [...document.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).toEqual([
      'How did you first hear about Posy? *',
      'How likely are you to recommend Posy to a friend or colleague? *',
      'What do you send most often?',
      'How easy was it to place your last order?',
    ]);
    expect(within(question(0)).getAllByRole('radio')).toHaveLength(7);
    expect(
      within(question(1))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(question(1).textContent).toContain('Not at all likely');
    expect(question(1).textContent).toContain('Extremely likely');
    expect(within(question(3)).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByLabelText('Is there anything we could do better?').tagName).toBe('TEXTAREA');
  });

  it('asks for the two required answers before sending', async () => {
    const { sent } = await openSurvey();
    send();
    expect(fieldMessage(question(0))).toBe(FORM_MESSAGES.heardAbout);
    expect(fieldMessage(question(1))).toBe(FORM_MESSAGES.recommendScore);
    expect(fieldMessage(question(2))).toBeNull();
    expect(document.activeElement).toBe(within(question(0)).getAllByRole('radio')[0]);
    expect(sent).toEqual([]);
  });

  it('keeps comments to 2,000 characters', async () => {
    const { sent } = await openSurvey();
    pick(0, 'Search engine');
    pick(1, '9');
    type('Is there anything we could do better?', 'c'.repeat(2001));
    send();
    expect(fieldMessage(screen.getByLabelText('Is there anything we could do better?'))).toBe(
      FORM_MESSAGES.surveyComments,
    );
    expect(sent).toEqual([]);
  });

  it('sends the answers, those not given as null, and thanks the shopper', async () => {
    const { sent } = await openSurvey();
    pick(0, 'Smooth FM radio advert');
    pick(1, '0');
    send();
    await screen.findByText(FORM_MESSAGES.surveyThanks);
    expect(sent).toEqual([
      {
        answers: {
          heardAbout: 'Smooth FM radio advert',
          recommendScore: 0,
          sendsMost: null,
          easeOfOrdering: null,
          comments: null,
        },
      },
    ]);
  });

  it('sends every answer given', async () => {
    const { sent } = await openSurvey();
    pick(0, 'A friend or family member');
    pick(1, '10');
    pick(2, 'Hampers');
    pick(3, '4');
    type('Is there anything we could do better?', ' More lilies. ');
    send();
    await screen.findByText(FORM_MESSAGES.surveyThanks);
    expect(sent).toEqual([
      {
        answers: {
          heardAbout: 'A friend or family member',
          recommendScore: 10,
          sendsMost: 'Hampers',
          easeOfOrdering: 4,
          comments: 'More lilies.',
        },
      },
    ]);
  });

  it("shows the server's messages beside their questions, keeping the answers", async () => {
    await openSurvey(() => failure(400, [FORM_MESSAGES.easeOfOrdering]));
    pick(0, 'Other');
    pick(1, '7');
    pick(3, '2');
    send();
    await waitFor(() => expect(fieldMessage(question(3))).toBe(FORM_MESSAGES.easeOfOrdering));
    expect(
      (within(question(1)).getByRole('radio', { name: '7' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(question(0)).getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('says when too many messages have been sent, in an alert', async () => {
    await openSurvey(() => failure(429, [FORM_MESSAGES.tooMany]));
    pick(0, 'Other');
    pick(1, '7');
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.tooMany));
  });
});
