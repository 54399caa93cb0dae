// Smaller defects of issue 15, point 4: each with its check.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { JudgeStatus, judgeStatusInfo } from '@judge/shared';
import i18n, { initI18n } from '../../i18n';
import CaseResults from '../../pages/submission/CaseResults';
import { LatestProblems } from '../../pages/home/Home';
import { bannerType } from './StatusTag';
import { siteDescription } from '../siteDescription';
import type { CaseResult, JudgeCase } from '../../api/submission';

initI18n('en-US');

const kase = (seq: number, status: number, score: number): JudgeCase => ({
  id: seq,
  pid: 1,
  submitId: 1,
  uid: 'u',
  caseId: seq,
  time: 1,
  memory: 1,
  score,
  status,
  inputData: `${seq}.in`,
  outputData: `${seq}.out`,
  userOutput: null,
  groupNum: 1,
  seq,
  mode: 'subtask_lowest',
  gmtCreate: null,
  gmtModified: null,
});

describe('issue 15 defects', () => {
  it('a passed case inside a subtask that scored 0 shows no score of its own', () => {
    const result: CaseResult = {
      judgeCaseList: null,
      judgeCaseMode: 'subtask_lowest',
      subTaskJudgeCaseVoList: [
        {
          groupNum: 1,
          time: 1,
          memory: 1,
          score: 0,
          status: JudgeStatus.WRONG_ANSWER,
          ac: 1,
          total: 2,
          subtaskDetailList: [kase(1, JudgeStatus.ACCEPTED, 30), kase(2, JudgeStatus.WRONG_ANSWER, 0)],
        },
      ],
    };
    const { container } = render(<CaseResults result={result} />);
    expect(container.querySelector('.subtask-header')!.textContent).toContain('Score: 0');
    expect(container.textContent).not.toContain('Score: 30');
  });

  it('the status banner has the colour family of the status tag (Partial Accepted is blue in both)', () => {
    expect(judgeStatusInfo(JudgeStatus.PARTIAL_ACCEPTED)!.tagType).toBe('processing');
    expect(bannerType(JudgeStatus.PARTIAL_ACCEPTED)).toBe('info');
    expect(bannerType(JudgeStatus.ACCEPTED)).toBe('success');
    expect(bannerType(JudgeStatus.WRONG_ANSWER)).toBe('error');
    expect(bannerType(JudgeStatus.COMPILE_ERROR)).toBe('warning');
    expect(bannerType(JudgeStatus.PENDING)).toBe('info');
  });

  it('the home "Latest Problem" card lists the rows get-recent-updated-problem answers', () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    qc.setQueryData(
      ['recent-updated-problems'],
      [
        {
          id: 1,
          problemId: 'P1000',
          title: 'A+B',
          type: 0,
          gmtCreate: null,
          gmtModified: '2025-01-01T00:00:00Z',
        },
        { id: 2, problemId: 'P1004', title: 'Range Sums', type: 1, gmtCreate: null, gmtModified: null },
      ],
    );
    render(
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <LatestProblems />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getAllByTestId('home-latest-problem')).toHaveLength(2);
    expect(screen.getByText('Range Sums').closest('a')!.getAttribute('href')).toBe('/problem/P1004');
    expect(screen.queryByText('No Data')).toBeNull();
  });

  it('the default site description is shown in the reader’s language; an admin’s text as written', async () => {
    await i18n.changeLanguage('zh-CN');
    const t = i18n.t.bind(i18n) as (k: string) => string;
    expect(siteDescription('An open-source online judge for learners and contestants.', t)).toBe(
      '一个为学习者与参赛者打造的开源在线评测系统。',
    );
    expect(siteDescription('', t)).toBe('一个为学习者与参赛者打造的开源在线评测系统。');
    expect(siteDescription('我们的 OJ', t)).toBe('我们的 OJ');
    await i18n.changeLanguage('en-US');
  });
});

describe('status list at 375 px', () => {
  it('puts the status column right after the run id', async () => {
    const { moveStatusFirst } = await import('../../pages/submission/SubmissionList');
    const cols = [
      { title: 'id', dataIndex: 'submitId' },
      { title: 'problem', key: 'problem' },
      { title: 'status', dataIndex: 'status' },
      { title: 'time', dataIndex: 'time' },
    ];
    expect(moveStatusFirst(cols).map((c) => c.title)).toEqual(['id', 'status', 'problem', 'time']);
  });
});
