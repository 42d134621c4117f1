import { describe, expect, it } from 'vitest';
import { calendarDateSchema, requiredEmail, requiredPhone, requiredText } from './validation';

const messages = {
  email: 'Please enter email',
  invalidEmail: 'Bad email',
  phone: 'Please enter phone',
  invalidPhone: 'Bad phone',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('requiredText', () => {
  it('trims, and names the form field when it is missing or blank', () => {
    expect(requiredText('Please enter name', 5).parse('  Ann ')).toBe('Ann');
    expect(firstMessage(requiredText('Please enter name', 5).safeParse('   '))).toBe('Please enter name');
    expect(firstMessage(requiredText('Please enter name', 5).safeParse(undefined))).toBe('Please enter name');
  });

  it('says the length limit when the text is too long', () => {
    expect(firstMessage(requiredText('Please enter name', 5).safeParse('Annabel'))).toBe(
      'must be at most 5 characters',
    );
  });
});

describe('requiredEmail and requiredPhone', () => {
  it('store the email lower-case and the phone as ___-___-____', () => {
    expect(requiredEmail(messages).parse(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(requiredPhone(messages).parse('(306) 555 0100')).toBe('306-555-0100');
  });

  it("answer with the form's own messages", () => {
    expect(firstMessage(requiredEmail(messages).safeParse(''))).toBe('Please enter email');
    expect(firstMessage(requiredEmail(messages).safeParse('ann@example'))).toBe('Bad email');
    expect(firstMessage(requiredPhone(messages).safeParse(''))).toBe('Please enter phone');
    expect(firstMessage(requiredPhone(messages).safeParse('555-0100'))).toBe('Bad phone');
  });
});

describe('calendarDateSchema', () => {
  const schema = calendarDateSchema({ required: 'Please enter date', invalid: 'No such date' });
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts %s', (date) => {
    expect(schema.parse(date)).toBe(date);
  });
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-04-31', '2026-1-01', '0099-01-01'])(
    'refuses %s',
    (date) => {
      expect(schema.safeParse(date).error?.issues[0]?.message).toBe('No such date');
    },
  );
  it('asks for a missing date', () => {
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Please enter date');
  });
});
