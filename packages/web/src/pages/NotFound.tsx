import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';

const FINAL = [4, 0, 4];

/** 404: three digits cycle for a moment, then settle on 4-0-4 (hoj-ui §3). */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [digits, setDigits] = useState([0, 0, 0]);
  useEffect(() => {
    let n = 0;
    const id = window.setInterval(() => {
      n += 1;
      if (n > 12) {
        setDigits(FINAL);
        window.clearInterval(id);
      } else setDigits(FINAL.map((d, i) => (n > 4 * (i + 1) ? d : Math.floor(Math.random() * 10))));
    }, 60);
    return () => window.clearInterval(id);
  }, []);
  return (
    <Card className="not-found" data-testid="not-found">
      <div className="not-found-digits" aria-label="404">
        <span className="not-found-oh">OH!</span>
        {digits.map((d, i) => (
          <span key={i} className="not-found-digit">
            {d}
          </span>
        ))}
      </div>
      <h2>{t('Page_Not_Found')}</h2>
      <div className="not-found-actions">
        <Button style={{ width: 150 }} onClick={() => navigate('/')}>
          {t('Go_Home')}
        </Button>
        <Button style={{ width: 150 }} type="primary" onClick={() => navigate(-1)}>
          {t('Back')}
        </Button>
      </div>
    </Card>
  );
}
