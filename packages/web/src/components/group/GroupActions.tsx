// The side card's one button (groups-accounts-admin.md §2, policies/group.ts groupAction):
// Disband (owner or site root, confirmed with an e-mail code), Exit (member), Apply (reason 5–100,
// the invitation code for private groups), Applying, Refused.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Modal, Space } from 'antd';
import { toast } from '../../utils/feedback';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GroupAuth, groupAction } from '@judge/shared';
import { GROUP_LIMITS } from '@judge/shared/schemas/group';
import { applyGroup, disbandGroup, exitGroup, getVerifyEmailCode, type GroupEntity } from '../../api/group';
import { useSession } from '../../stores/session';

const RESEND_SECONDS = 60;

/** The group, the caller's level in it, and what to do once the caller's standing changed. */
export interface GroupActionsProps {
  group: GroupEntity;
  level: number;
  onChanged: () => void;
}

export default function GroupActions({ group, level, onChanged }: GroupActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor, user } = useSession();
  const action = groupAction(actor, group, level);
  const [applyOpen, setApplyOpen] = useState(false);
  const [disbandOpen, setDisbandOpen] = useState(false);
  const [applyForm] = Form.useForm<{ code?: string; reason: string }>();
  const [disbandForm] = Form.useForm<{ code: string }>();
  const [wait, setWait] = useState(0);

  const apply = useMutation({
    mutationFn: (v: { code?: string; reason: string }) =>
      applyGroup(group.id, v.reason.trim(), v.code?.trim()),
    onSuccess: () => {
      toast.success(
        t(group.auth === GroupAuth.PUBLIC ? 'Group_Join_Successfully' : 'Group_Apply_Successfully'),
      );
      setApplyOpen(false);
      applyForm.resetFields();
      onChanged();
    },
  });
  const exit = useMutation({
    mutationFn: () => exitGroup(group.id),
    onSuccess: () => {
      toast.success(t('Exit_Successfully'));
      onChanged();
    },
  });
  const sendCode = useMutation({
    mutationFn: () => getVerifyEmailCode(user?.email ?? ''),
    onSuccess: () => {
      toast.success(t('Group_Disband_Code_Sent'));
      setWait(RESEND_SECONDS);
      const timer = setInterval(
        () =>
          setWait((w) => {
            if (w <= 1) clearInterval(timer);
            return w - 1;
          }),
        1000,
      );
    },
  });
  const disband = useMutation({
    mutationFn: (code: string) => disbandGroup(group.id, user?.email ?? '', code.trim()),
    onSuccess: () => {
      toast.success(t('Disband_Successfully'));
      setDisbandOpen(false);
      navigate('/group');
    },
  });

  if (action === 'none') return null;
  return (
    <>
      {action === 'disband' && (
        <Button danger type="primary" block onClick={() => setDisbandOpen(true)} data-testid="group-disband">
          {t('Disband_Group')}
        </Button>
      )}
      {action === 'exit' && (
        <Button
          danger
          type="primary"
          block
          loading={exit.isPending}
          data-testid="group-exit"
          onClick={() =>
            Modal.confirm({
              title: t('Warning'),
              content: t('Exit_Group_Tips'),
              okButtonProps: { danger: true },
              onOk: () => exit.mutateAsync(),
            })
          }
        >
          {t('Exit_Group')}
        </Button>
      )}
      {action === 'apply' && (
        <Button type="primary" block onClick={() => setApplyOpen(true)} data-testid="group-apply">
          {t('Apply_Group')}
        </Button>
      )}
      {action === 'applying' && (
        <Button color="orange" variant="solid" block disabled data-testid="group-applying">
          {t('Group_Applying')}
        </Button>
      )}
      {action === 'refused' && (
        // A refused applicant may apply again (policies/group.ts mayApply).
        <Button block onClick={() => setApplyOpen(true)} data-testid="group-refused">
          {t('Group_Refused')}
        </Button>
      )}
      <Modal
        open={applyOpen}
        width={400}
        title={t('Apply_Group')}
        okText={t('Submit')}
        cancelText={t('Cancel')}
        confirmLoading={apply.isPending}
        onCancel={() => setApplyOpen(false)}
        onOk={() =>
          applyForm
            .validateFields()
            .then((v) => apply.mutate(v))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={applyForm} layout="vertical" data-testid="group-apply-form">
          {group.auth === GroupAuth.PRIVATE && (
            <Form.Item
              name="code"
              label={t('Group_Code')}
              rules={[{ required: true, len: GROUP_LIMITS.code, message: t('Group_Code_Check_Min_Max') }]}
            >
              <Input maxLength={GROUP_LIMITS.code} data-testid="group-apply-code" />
            </Form.Item>
          )}
          <Form.Item
            name="reason"
            label={t('Group_Apply_Reason')}
            rules={[
              {
                validator: (_, v: string | undefined) => {
                  const n = (v ?? '').trim().length;
                  return n >= GROUP_LIMITS.reason[0] && n <= GROUP_LIMITS.reason[1]
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('Apply_Reason_Check_Min_Max')));
                },
              },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={GROUP_LIMITS.reason[1]}
              showCount
              data-testid="group-apply-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={disbandOpen}
        width={420}
        title={t('Disband_Group')}
        okText={t('OK')}
        cancelText={t('Cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={disband.isPending}
        onCancel={() => setDisbandOpen(false)}
        onOk={() =>
          disbandForm
            .validateFields()
            .then((v) => disband.mutate(v.code))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <p>{t('Disband_Group_Tips')}</p>
        {user?.email ? (
          <Form form={disbandForm} layout="vertical">
            <Form.Item label={t('Email')}>
              <Input value={user.email} disabled />
            </Form.Item>
            <Form.Item
              name="code"
              label={t('Group_Email_Code')}
              rules={[{ required: true, message: t('Group_Email_Code_Required') }]}
            >
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  data-testid="group-disband-code"
                  onChange={(e) => disbandForm.setFieldValue('code', e.target.value)}
                />
                <Button disabled={wait > 0} loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
                  {wait > 0 ? `${wait}s` : t('Group_Send_Code')}
                </Button>
              </Space.Compact>
            </Form.Item>
          </Form>
        ) : (
          <p>
            {t('Group_Bind_Email_First')} <a href="/setting">{t('Setting')}</a>
          </p>
        )}
      </Modal>
    </>
  );
}
