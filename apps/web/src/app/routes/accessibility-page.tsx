import { CONTENT_LOOK } from '../../features/content/components/content-html';
import { BUSINESS_NAME } from '../../lib/brand';
import { useDocumentTitle } from '../../lib/use-document-title';

// The accessibility statement (issue 41, ADR 069), in the RGAA 4.1 model's order. Its figures are those of the
// axe sweep recorded in docs/performance.md; a new audit changes this page and that file together.

const TITLE = 'Déclaration d’accessibilité';
const CONTACT_MAIL = 'contact@maison-thirion.example';

export function AccessibilityPage() {
  useDocumentTitle(TITLE);
  return (
    <article className="flex flex-col">
      <h1 className="text-3xl font-bold text-gray-900">{TITLE}</h1>
      <p className="mt-2 text-sm text-gray-700">Établie le 3 décembre 2026</p>
      <div className={CONTENT_LOOK}>
        <p>
          {BUSINESS_NAME} s’engage à rendre sa boutique en ligne accessible à tous, conformément à la directive (UE)
          2019/882 sur l’accessibilité des produits et services, à la loi n° 2023-171 du 9 mars 2023 et au décret
          n° 2023-931 du 9 octobre 2023. Cette déclaration s’applique au site{' '}
          <strong>boutique en ligne {BUSINESS_NAME}</strong> (catalogue, panier, commande, compte client) et aux
          courriels qu’il envoie aux clients.
        </p>

        <h2>État de conformité</h2>
        <p>
          Le site est <strong>non conforme</strong> au référentiel général d’amélioration de l’accessibilité (RGAA,
          version 4.1) : au sens du RGAA, cela signifie qu’aucun audit complet de ses 106 critères n’a encore mesuré un
          taux de conformité. Les tests automatisés décrits ci-dessous ne relèvent aucune erreur, mais ils ne vérifient
          qu’une partie des critères.
        </p>

        <h2>Résultats des tests</h2>
        <p>
          Le 28 novembre 2026, un contrôle automatisé avec axe-core 4.14.1 a porté sur toutes les pages du site, sur un
          écran de téléphone et un écran d’ordinateur, comme visiteur, particulier, professionnel, employé de boutique
          et gérant, soit 202 pages : aucune erreur n’a été relevée. Les pages principales obtiennent 100 sur 100 en
          accessibilité avec Lighthouse. Ces contrôles sont refaits à chaque version du site.
        </p>

        <h2>Contenus non accessibles</h2>
        <h3>Non-conformités connues</h3>
        <ul>
          <li>
            Les factures, avoirs et bons de livraison au format PDF ne sont pas balisés pour les lecteurs d’écran
            (critère 13.3) : le détail de la commande (lignes et montants) se lit aussi sur sa page, dans l’espace
            client.
          </li>
        </ul>
        <h3>Contenus non soumis à l’obligation</h3>
        <ul>
          <li>
            La page de paiement par carte est celle de notre prestataire de paiement (Stripe), qui en assure
            l’accessibilité.
          </li>
        </ul>

        <h2>Établissement de cette déclaration</h2>
        <p>Technologies utilisées par le site : HTML, CSS, JavaScript.</p>
        <p>
          Outils et environnement de test : axe-core 4.14.1 et Lighthouse dans Chromium, aux largeurs d’un téléphone
          (390 px) et d’un ordinateur (1280 px).
        </p>

        <h2>Retour d’information et contact</h2>
        <p>
          Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez-nous à{' '}
          <a href={`mailto:${CONTACT_MAIL}`}>{CONTACT_MAIL}</a> ou appelez le 03 87 36 42 18 : nous vous répondrons sous
          sept jours et vous indiquerons une autre façon d’obtenir le contenu ou de passer commande.
        </p>

        <h2>Voies de recours</h2>
        <p>
          Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service et
          que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :
        </p>
        <ul>
          <li>
            par le <a href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne du Défenseur des droits</a>
            {'\u202f;'}
          </li>
          <li>
            auprès d’un{' '}
            <a href="https://www.defenseurdesdroits.fr/carte-des-delegues">délégué du Défenseur des droits</a> près de
            chez vous ;
          </li>
          <li>par téléphone au 09 69 39 00 00 ;</li>
          <li>par courrier, sans timbre, à Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.</li>
        </ul>
        <p>
          Les manquements peuvent aussi être signalés à la DGCCRF, chargée du contrôle des services de commerce en
          ligne, sur <a href="https://signal.conso.gouv.fr/">SignalConso</a>.
        </p>
      </div>
    </article>
  );
}
