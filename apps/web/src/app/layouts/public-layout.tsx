import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { LoadingScreen } from '../../components/loading-screen';
import { paths } from '../../lib/routes';
import { useRouteMeta } from '../use-route-meta';
import classes from './layouts.module.css';

/** The frame of the pages without a session: the product name and the DE/EN toggle. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  useRouteMeta();
  return (
    <Box className={classes.publicMain}>
      <header className={classes.publicHeader}>
        <Link to={paths.login} className={classes.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('appName')}</span>
        </Link>
        <LanguageToggle />
      </header>
      <Container component="main" size="sm" px="md" pb="xl">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
