import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpin } from '@/components/PageSpin';
import { paths } from '@/lib/paths';

/** `/redirect/:path`: steps away from a page and straight back, so it is built afresh. */
export function RedirectPage() {
  const { path = '' } = useParams();
  const navigate = useNavigate();
  // Only paths on this site: `//host` and `/\host` leave it in browsers.
  const target = /^\/(?![/\\])/.test(path) ? path : paths.home;

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  return <PageSpin />;
}
