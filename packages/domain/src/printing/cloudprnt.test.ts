import { describe, expect, it } from 'vitest';
import { parseCloudPrntStatus } from './cloudprnt';

describe('a CloudPRNT status code', () => {
  it('reads Star’s codes, encoded or not', () => {
    expect(parseCloudPrntStatus('200%20OK')).toEqual({ code: '200', canPrint: true, problem: null });
    expect(parseCloudPrntStatus('211 Paper low')).toEqual({
      code: '211',
      canPrint: true,
      problem: 'Paper low',
    });
    expect(parseCloudPrntStatus('410%20Out%20of%20paper')).toEqual({
      code: '410',
      canPrint: false,
      problem: 'Out of paper',
    });
    expect(parseCloudPrntStatus('420')).toMatchObject({ canPrint: false, problem: 'Cover open' });
    expect(parseCloudPrntStatus('411+Paper+jam')).toMatchObject({ problem: 'Paper jam' });
    expect(parseCloudPrntStatus('499')).toMatchObject({ problem: 'Printer error' });
    expect(parseCloudPrntStatus('520 Timeout')).toMatchObject({ canPrint: false });
    expect(parseCloudPrntStatus('2001')).toMatchObject({ code: '2001', canPrint: true });
    expect(parseCloudPrntStatus('OK')).toEqual({ code: '200', canPrint: true, problem: null });
  });

  it('refuses what is no status code', () => {
    for (const raw of ['', 'OKAY', '20', '%E0%A4%A', '099 x', '200OK'])
      expect(parseCloudPrntStatus(raw)).toBeNull();
  });
});
