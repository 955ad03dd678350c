import { AnswerSurveyController } from './answer-survey/answer-survey.controller';
import { AnswerSurveyHandler } from './answer-survey/answer-survey.handler';
import { SendContactMessageController } from './send-contact-message/send-contact-message.controller';
import { SendContactMessageHandler } from './send-contact-message/send-contact-message.handler';
import { SendFeedbackController } from './send-feedback/send-feedback.controller';
import { SendFeedbackHandler } from './send-feedback/send-feedback.handler';

/** The forms' routes: `POST /api/feedback`, `/api/survey`, `/api/contact`. */
export const CONTENT_COMMAND_CONTROLLERS = [
  SendFeedbackController,
  AnswerSurveyController,
  SendContactMessageController,
];

/** Every content command handler, spread into the module's providers. */
export const CONTENT_COMMAND_HANDLERS = [
  SendFeedbackHandler,
  AnswerSurveyHandler,
  SendContactMessageHandler,
];
