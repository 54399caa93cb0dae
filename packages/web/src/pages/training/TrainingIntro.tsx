// The introduction tab of a training (hoj-ui "Trainings"): an info card (number, auth, category,
// problems, author, update time) or, for a private training the caller has not joined, the
// password card; beside it the description in Markdown.
import { useState } from 'react';
import { Button, Card, Col, Descriptions, Grid, Input, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { TrainingAuth } from '@judge/shared';
import Markdown from '../../components/Markdown';
import { registerTraining } from '../../api/training';
import { toast } from '../../utils/feedback';
import { useTraining } from './context';
import { DATE_MINUTE } from '../../constants';

export default function TrainingIntro() {
  const { t } = useTranslation();
  const { tid, training, access, refresh } = useTraining();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // Phones: no side gutter (its negative margins would widen the page), the cards stack.
  const narrow = !Grid.useBreakpoint().md;
  if (!training) return null;
  const locked = training.auth === TrainingAuth.PRIVATE && !access;

  const join = async () => {
    if (!password) {
      toast.error(t('Training_Password_Required'));
      return;
    }
    setBusy(true);
    try {
      await registerTraining(tid, password);
      toast.success(t('Register_training_successfully'));
      await refresh();
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row gutter={[narrow ? 0 : 16, 16]}>
      <Col xs={24} md={7}>
        {locked ? (
          <Card title={t('Training_Password')} size="small" data-testid="training-password-card">
            <p>{t('To_Enter_Training_Need_Password')}</p>
            <Input.Password
              value={password}
              placeholder={t('Training_Password_Required')}
              onChange={(e) => setPassword(e.target.value)}
              onPressEnter={() => void join()}
              data-testid="training-password"
            />
            <Button
              type="primary"
              block
              style={{ marginTop: 12 }}
              loading={busy}
              onClick={() => void join()}
              data-testid="training-join"
            >
              {t('Enter')}
            </Button>
          </Card>
        ) : (
          <Card size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('Training_Number')}>{training.id}</Descriptions.Item>
              <Descriptions.Item label={t('Training_Auth')}>
                <Tag color={training.auth === TrainingAuth.PRIVATE ? 'red' : 'green'}>
                  {t(`Training_${training.auth}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('Training_Category')}>
                {training.categoryName ? (
                  <Tag
                    style={{
                      color: training.categoryColor ?? undefined,
                      borderColor: training.categoryColor ?? undefined,
                      background: 'transparent',
                    }}
                  >
                    {training.categoryName}
                  </Tag>
                ) : (
                  '-'
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('Training_Total_Problems')}>
                {training.problemCount}
              </Descriptions.Item>
              <Descriptions.Item label={t('Author')}>{training.author}</Descriptions.Item>
              <Descriptions.Item label={t('Recent_Update')}>
                {training.gmtModified ? dayjs(training.gmtModified).format(DATE_MINUTE) : '-'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </Col>
      <Col xs={24} md={17}>
        <Card size="small">
          <Markdown>{training.description ?? ''}</Markdown>
        </Card>
      </Col>
    </Row>
  );
}
