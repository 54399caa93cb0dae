import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import { closeLoginModal, loginModalStore, useLoginModal } from '../../stores/ui';
import { AccountPanel, DIALOG_TITLE } from './AccountForms';

/** The 370-wide modal hosting login, register and reset password; title `<dialog> - <shortName>`. */
export default function LoginModal() {
  const { t } = useTranslation();
  const { open, mode } = useLoginModal();
  const { shortName } = useWebsiteConfig();
  return (
    <Modal
      open={open}
      width={370}
      centered
      footer={null}
      maskClosable={false}
      destroyOnHidden
      onCancel={closeLoginModal}
      className="login-modal"
      title={<span className="login-title">{`${t(DIALOG_TITLE[mode])} - ${shortName || 'OJ'}`}</span>}
      data-testid="login-modal"
    >
      <AccountPanel
        mode={mode}
        setMode={(m) => loginModalStore.set({ mode: m })}
        onLoggedIn={closeLoginModal}
      />
    </Modal>
  );
}
