import { Container, type ContainerProps } from '@mantine/core';

/** The content column every screen sits in: full width on a phone, a comfortable reading width on a desktop. */
export function PageContainer(props: ContainerProps) {
  return <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }} {...props} />;
}
