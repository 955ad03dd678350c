import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/*
 * The one rule for what a shopper may type into the shop's free text: names, addresses, phone
 * numbers and emails are one line (they reach email subjects and headers, the couriers' labels
 * and the support console), messages may have line breaks. Neither holds control characters.
 * Applied to a DTO's fields with @SingleLine / @MultiLine, so a refusal is a 400 in the
 * envelope before anything is recorded.
 */

const LINE_FEED = 0x0a;

/** C0 controls (tab, CR and LF among them), DEL, C1 controls, and Unicode's line and paragraph separators. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

function holdsControl(text: string, allowLineFeed: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(allowLineFeed && code === LINE_FEED)) return true;
  }
  return false;
}

/** True when the text is one line without control characters. */
export const isSingleLine = (text: string): boolean => !holdsControl(text, false);

/** True when the text's only control characters are line feeds (see {@link normaliseLineBreaks}). */
export const isMultiLineText = (text: string): boolean => !holdsControl(text, true);

/**
 * The text with every run of control characters as one space: what an email's subject or
 * address header holds however the text was recorded (text from before these rules included).
 */
export function asOneLine(text: string): string {
  let line = '';
  let inRun = false;
  for (const character of text) {
    const control = isControl(character.charCodeAt(0));
    if (!control) line += character;
    else if (!inRun) line += ' ';
    inRun = control;
  }
  return line;
}

/** Windows' CR LF and old Macs' lone CR as the one line break the shop counts: LF. */
export const normaliseLineBreaks = (text: string): string => text.replace(/\r\n?/g, '\n');

export const PLAIN_TEXT_MESSAGES = {
  singleLine: (field: string) =>
    `Please enter ${field} on one line, without tabs or special characters.`,
  multiLine: (field: string) => `Please enter ${field} without tabs or special characters.`,
};

/**
 * A one-line field: refuses line breaks, tabs and every other control character, saying which
 * field (`field` as a shopper reads it: "the recipient's name"). Types and lengths stay the
 * other decorators' to check; absent optional fields are not checked.
 */
export function SingleLine(field: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'singleLine',
      validator: { validate: (value: unknown) => typeof value !== 'string' || isSingleLine(value) },
    },
    { message: PLAIN_TEXT_MESSAGES.singleLine(field) },
  );
}

/**
 * A message that may run over several lines: CR LF and CR become LF first (so lines are counted
 * alike whatever the browser sent), then any other control character is refused.
 */
export function MultiLine(field: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? normaliseLineBreaks(value) : value,
    ),
    ValidateBy(
      {
        name: 'multiLine',
        validator: {
          validate: (value: unknown) => typeof value !== 'string' || isMultiLineText(value),
        },
      },
      { message: PLAIN_TEXT_MESSAGES.multiLine(field) },
    ),
  );
}
