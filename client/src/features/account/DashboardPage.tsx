import { Box, Heading, Text } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { userVar } from '../../lib/session';

export function DashboardPage() {
  usePageMeta('Dashboard');
  const user = useReactiveVar(userVar);
  const [params] = useSearchParams();
  useEffect(() => {
    if (params.get('verified')) notify.success('Your email address has been verified.');
  }, [params]);
  return (
    <Box bg="white" p="8" borderRadius="card" boxShadow="sm">
      <Heading as="h1" size="2xl" color="brand.900" mb="3">Welcome To Dashboard</Heading>
      <Text color="ink.700">Assalam o Alaikum {user?.name}! From here you can see your orders and keep your profile up to date.</Text>
    </Box>
  );
}
