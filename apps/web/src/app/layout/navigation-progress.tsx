import { useNavigation } from 'react-router';

/** A thin bar at the top while a page loads; its CSS delays it by 300 ms so quick loads show nothing. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1" role="progressbar" aria-label="Chargement de la page">
      <div className="navigation-progress h-full bg-primary-600" />
    </div>
  );
}
