// The overview tab: the description (markdown), or for a caller who still has to register the
// "Password Required" card (hoj-ui §3) that opens the registration dialog.
import { lazy, Suspense } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestStatus, ContestType, formatDuration } from '@judge/shared';
import { fmtTime } from '../../components/contest/tags';
import { useContest } from '../../components/contest/context';

const Markdown = lazy(() => import('../../components/Markdown'));

export default function ContestOverview() {
  const { t, i18n } = useTranslation();
  const { contest, entered, status, openRegister } = useContest();
  const mustRegister = !entered;
  const refused = status === ContestStatus.ENDED && !contest.allowEndSubmit;
  return (
    <Card size="small" data-testid="contest-overview">
      {mustRegister && (
        <Card
          size="small"
          className="contest-register-card"
          title={contest.auth === ContestAuth.PUBLIC ? t('Contest_Register_Title') : t('Password_Required')}
          data-testid="contest-register-card"
        >
          <p>
            {t(
              contest.auth === ContestAuth.PRIVATE
                ? 'To_Enter_Need_Password'
                : 'Contest_Protected_Register_Tips',
            )}
          </p>
          {refused ? (
            <Alert type="error" showIcon title={t('Contest_has_ended')} />
          ) : (
            <Button type="primary" block onClick={openRegister} data-testid="contest-register-open">
              {t('Contest_Register_Title')}
            </Button>
          )}
        </Card>
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'start', label: t('Contest_Start_Time'), children: fmtTime(contest.startTime) },
          { key: 'end', label: t('Contest_End_Time'), children: fmtTime(contest.endTime) },
          {
            key: 'duration',
            label: t('Contest_Duration'),
            children: formatDuration(contest.duration, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US'),
          },
          {
            key: 'rule',
            label: t('Contest_Rule_Type'),
            children:
              contest.type === ContestType.OI
                ? `OI (${t(contest.oiRankScoreType === 'Highest' ? 'Contest_Score_Highest' : 'Contest_Score_Recent')})`
                : 'ACM',
          },
          { key: 'author', label: t('Contest_Creator'), children: contest.author ?? '--' },
        ]}
      />
      {/* The description is shown to everyone who may open the contest: private contents stay in the tabs. */}
      {contest.description ? (
        <Suspense fallback={<Spin />}>
          <div className="markdown-body" data-testid="contest-description">
            <Markdown>{contest.description}</Markdown>
          </div>
        </Suspense>
      ) : (
        <Empty description={t('No_Data')} />
      )}
    </Card>
  );
}
