// Online test: custom input (≤ 1000 characters), optional expected output. The result is pushed:
// the test-run stream, read with the user's token, sends it the moment the judge has it. When the
// stream is refused or fails, it is polled instead: at once, then every 100 ms for a second (a
// trivial program is done in a few hundred ms), then less often up to the spec's 1 s.
import { useEffect, useRef, useState } from 'react';
import { Button, Descriptions, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, JudgeStatus, POLLING_MS, formatMemoryKb, formatTimeMs } from '@judge/shared';
import {
  getTestJudgeResult,
  submitTestJudge,
  testJudgeStreamUrl,
  type TestJudgeResult,
} from '../../api/submission';
import { readStreamOnce } from '../../api/eventStream';
import StatusTag from '../../components/solving/StatusTag';

/** Steady quick re-asks for the first second (a trivial run takes a few hundred ms). */
const QUICK_POLLS = 10;
const QUICK_POLL_MS = 100;

/** Delay before the n-th re-ask (n ≥ 1): 100 ms ten times, then doubling up to the spec's 1 s. */
export function testPollDelay(n: number): number {
  if (n <= QUICK_POLLS) return QUICK_POLL_MS;
  return Math.min(POLLING_MS.testJudge, QUICK_POLL_MS * 2 ** (n - QUICK_POLLS));
}

export default function TestJudgePanel({
  problemId,
  language,
  code,
  firstSample,
  validate,
}: {
  problemId: string;
  language: string | null;
  code: string;
  firstSample?: { input: string; output: string };
  validate: () => boolean;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState(firstSample?.input ?? '');
  const [expected, setExpected] = useState(firstSample?.output ?? '');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestJudgeResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stream = useRef<AbortController | null>(null);
  const resultRef = useRef<HTMLDivElement | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      stream.current?.abort();
    },
    [],
  );
  // The result opens below the button, often below the fold: bring it into view when it arrives.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [result]);

  async function run() {
    if (!language || !validate()) return;
    setRunning(true);
    setResult(null);
    try {
      const key = await submitTestJudge({
        pid: problemId,
        language,
        code,
        userInput: input,
        expectedOutput: expected || undefined,
      });
      let attempt = 0;
      const poll = async () => {
        try {
          const r = await getTestJudgeResult(key);
          if (
            r.status === JudgeStatus.PENDING ||
            r.status === JudgeStatus.COMPILING ||
            r.status === JudgeStatus.JUDGING
          ) {
            timer.current = setTimeout(() => void poll(), testPollDelay(++attempt));
            return;
          }
          setResult(r);
          setRunning(false);
        } catch {
          setRunning(false);
        }
      };
      const abort = new AbortController();
      stream.current?.abort();
      stream.current = abort;
      let pushed = false;
      void readStreamOnce(
        testJudgeStreamUrl(key),
        (name, data) => {
          if (name !== 'result') return;
          pushed = true;
          abort.abort();
          setResult(data as TestJudgeResult);
          setRunning(false);
        },
        abort.signal,
      ).then(() => {
        // Refused, failed, or closed without a result: ask for it instead (read once, so the
        // poll finds it only if the stream did not take it).
        if (!pushed && !abort.signal.aborted) void poll();
      });
    } catch {
      setRunning(false);
    }
  }

  return (
    <div className="test-panel" data-testid="test-panel">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <div>{t('Test_Input')}</div>
        <Input.TextArea
          value={input}
          onChange={(e) => setInput(e.target.value)}
          maxLength={INPUT_LIMITS.testJudgeInputMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          data-testid="test-input"
        />
        <div>{t('Test_Expected_Output')}</div>
        <Input.TextArea
          value={expected}
          onChange={(e) => setExpected(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 8 }}
          data-testid="test-expected"
        />
        <Button type="primary" ghost loading={running} onClick={() => void run()} data-testid="test-run">
          {running ? t('Test_Running') : t('Test_Run')}
        </Button>
        {result && (
          <div ref={resultRef}>
            <Descriptions size="small" column={1} bordered data-testid="test-result">
              <Descriptions.Item label={t('Status')}>
                <StatusTag status={result.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('Submission_Time')}>{formatTimeMs(result.time)}</Descriptions.Item>
              <Descriptions.Item label={t('Submission_Memory')}>
                {formatMemoryKb(result.memory)}
              </Descriptions.Item>
              <Descriptions.Item label={t('Test_Output')}>
                <pre className="sample-pre" data-testid="test-output">
                  {result.userOutput ?? ''}
                </pre>
              </Descriptions.Item>
              {result.stderr && (
                <Descriptions.Item label={t('Test_Error')}>
                  <pre className="sample-pre test-stderr" data-testid="test-stderr">
                    {result.stderr}
                  </pre>
                </Descriptions.Item>
              )}
            </Descriptions>
          </div>
        )}
      </Space>
    </div>
  );
}
