// One original line-and-flat drawing per service. Each is a few paths on the shared frame (< 3 KB).
import type { ComponentType } from 'react'
import { Ground, House, IllustrationFrame, type IllustrationProps } from './Illustration'
import * as s from './Illustration.css'

/** Malfaçons : un mur de briques avec une brique de travers et un niveau à bulle décentré. */
export function IllustrationMalfacons(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Ground />
      <path className={s.light} d="M70 92h180v80H70z" />
      <path
        className={s.thin}
        d="M70 112h180M70 132h180M70 152h180M100 92v20M160 92v20M220 92v20M130 112v20M190 112v20M100 132v20M220 132v20M130 152v20M190 152v20"
      />
      <path className={s.tint} d="m158 131 34 4-2 18-34-4z" />
      <path className={s.mid} d="M88 66h144a6 6 0 0 1 0 14H88a6 6 0 0 1 0-14z" />
      <path className={s.light} d="M146 69h28v8h-28z" />
      <circle className={s.accent} cx="168" cy="73" r="3" />
      <path className={s.accentLine} d="m240 44 10-10M250 48h12M236 34V22" />
    </IllustrationFrame>
  )
}

/** Fissures : une maison dont la façade porte une fissure, avec un fissuromètre posé en travers. */
export function IllustrationFissures(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Ground />
      <House crack />
      <path className={s.light} d="m208 156 20-10 4 8-20 10z" />
      <path className={s.thin} d="m214 155-2-4M219 153l-2-4M224 150l-2-4" />
    </IllustrationFrame>
  )
}

/** Humidité : un mur intérieur avec une tache qui remonte au-dessus de la plinthe, et un hygromètre. */
export function IllustrationHumidite(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <path className={s.light} d="M60 36h200v136H60z" />
      <path className={s.damp} d="M60 160c14-30 30-6 44-34s34 4 46-20 28 18 40 8 20 24 30 14v44H60z" />
      <path className={s.tint} d="M60 160h200v12H60z" />
      <path className={`${s.thin} ${s.waterLine}`} d="M86 132q6-6 12 0t12 0M128 112q6-6 12 0t12 0M168 124q6-6 12 0t12 0" />
      <circle className={s.light} cx="222" cy="74" r="22" />
      <path className={s.thin} d="M206 74a16 16 0 0 1 32 0" />
      <path className={s.accentLine} d="m222 76 10-12" />
      <circle className={s.accent} cx="222" cy="76" r="3" />
    </IllustrationFrame>
  )
}

/** Infiltrations : des gouttes d’eau qui tombent d’un plafond taché dans un seau. */
export function IllustrationInfiltrations(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <path className={s.tint} d="M40 28h240v28H40z" />
      <path className={s.damp} d="M120 56c4 14 26 18 40 12s30 4 40-12z" />
      <path className={s.water} d="M160 70c-8 12-10 17-10 21a10 10 0 0 0 20 0c0-4-2-9-10-21z" />
      <path className={s.water} d="M160 110c-5 8-6 11-6 14a6 6 0 0 0 12 0c0-3-1-6-6-14z" />
      <path className={s.light} d="M126 140h68l-8 34h-52z" />
      <path className={s.water} d="M130 150h60" />
      <path className={s.thin} d="M124 140q36-14 72 0" />
      <Ground />
    </IllustrationFrame>
  )
}

/** Dégâts des eaux : un raccord de tuyau qui fuit et arrose une flaque. */
export function IllustrationDegatsDesEaux(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <path className={s.mid} d="M40 62h170a14 14 0 0 1 14 14v96h-20V84H40z" />
      <path className={s.light} d="M120 54h16v38h-16z" />
      <circle className={s.tint} cx="84" cy="50" r="10" />
      <path d="M84 50v12" />
      <path className={s.water} d="M128 102c-6 9-8 13-8 16a8 8 0 0 0 16 0c0-3-2-7-8-16z" />
      <path className={s.water} d="M112 136c-4 6-5 9-5 11a5 5 0 0 0 10 0c0-2-1-5-5-11zM146 128c-4 6-5 9-5 11a5 5 0 0 0 10 0c0-2-1-5-5-11z" />
      <path className={`${s.thin} ${s.waterLine}`} d="m140 96 12-6M116 96l-12-6M128 94V82" />
      <ellipse className={s.water} cx="140" cy="170" rx="56" ry="8" />
      <Ground />
    </IllustrationFrame>
  )
}

/** Rupture des relations : un contrat déchiré en deux moitiés. */
export function IllustrationRuptureRelations(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <path className={s.light} d="M84 36h72l-8 22 10 22-10 22 8 22-10 22 6 22H84z" transform="rotate(-6 120 100)" />
      <path className={s.light} d="M170 36h68v132h-66l-6-22 10-22-8-22 10-22-10-22z" transform="rotate(6 204 100)" />
      <path className={s.thin} d="M98 60h40M98 74h46M98 88h36M96 102h44" transform="rotate(-6 120 100)" />
      <path className={s.thin} d="M184 60h40M182 74h42M186 88h36M182 102h40" transform="rotate(6 204 100)" />
      <path className={s.tint} d="M98 138q8-10 14 0t14-2" transform="rotate(-6 120 100)" />
      <path d="M190 140q8-10 14 0t14-2" transform="rotate(6 204 100)" />
      <path className={s.accentLine} d="m164 28-4 12 8 2-4 12M160 150l-6 10" />
    </IllustrationFrame>
  )
}

/** Abandon de chantier : un mur à moitié monté, une grue à l’arrêt et une barrière rayée. */
export function IllustrationAbandonChantier(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Ground />
      <path className={s.light} d="M64 172v-56h30v-20h30v-16h30v92z" />
      <path className={s.thin} d="M64 136h90M64 154h90M94 116h60M124 96h30M80 136v18M110 116v20M140 96v20M110 154v18M140 136v18" />
      <path d="M222 172V40M202 40h86M222 40l-20 20M222 52l66-12M276 40v44" />
      <path className={s.thin} d="M222 60l10-10M222 80l10-10M222 100l10-10M222 120l10-10M222 140l10-10" />
      <path className={s.mid} d="M270 84h12v10h-12z" />
      <path className={s.accent} d="M168 146h44v12h-44z" />
      <path className={s.light} d="m176 146-8 12M192 146l-8 12M208 146l-8 12" />
      <path d="M172 158v14M208 158v14" />
      <path className={s.thin} d="M250 172l4-10 4 10M264 172l3-7 3 7" />
    </IllustrationFrame>
  )
}

/** Réception de chantier : une liste cochée sur un porte-documents et la clé de la maison terminée. */
export function IllustrationReceptionChantier(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <path className={s.light} d="M82 36h110a8 8 0 0 1 8 8v122a8 8 0 0 1-8 8H82a8 8 0 0 1-8-8V44a8 8 0 0 1 8-8z" />
      <path className={s.mid} d="M114 28h46a4 4 0 0 1 4 4v12h-54V32a4 4 0 0 1 4-4z" />
      <path className={s.tint} d="M92 64h16v16H92zM92 96h16v16H92zM92 128h16v16H92z" />
      <path className={s.accentLine} d="m95 72 4 4 8-9M95 104l4 4 8-9" />
      <path className={s.thin} d="M118 72h62M118 104h54M118 136h58" />
      <circle className={s.accent} cx="232" cy="106" r="20" />
      <circle className={s.light} cx="232" cy="106" r="7" />
      <path d="M246 120l34 34M266 140l-8 8M274 148l-6 6" />
    </IllustrationFrame>
  )
}

/** Bilan avant achat : une loupe sur un plan de maison. */
export function IllustrationBilanAvantAchat(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <path className={s.light} d="M52 38h168v132H52z" />
      <path d="M70 54h132v100H70z" />
      <path className={s.thin} d="M70 104h60M150 54v50M130 104v50M150 104h52M70 80h30" />
      <path className={s.thin} d="M130 126a18 18 0 0 1 18-18M150 84a16 16 0 0 0-16 16" />
      <circle className={s.tint} cx="206" cy="110" r="34" />
      <circle className={s.light} cx="206" cy="110" r="26" />
      <path className={s.accentLine} d="m198 100-6 10 8 6-4 8" />
      <path className={s.mid} d="m230 136 10-10 40 40a7 7 0 0 1-10 10z" />
    </IllustrationFrame>
  )
}

/** Bilan avant vente : une maison avec un panneau « À vendre ». */
export function IllustrationBilanAvantVente(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Ground />
      <House x={-36} />
      <path d="M252 116v56" />
      <path className={s.accent} d="M212 84h80a4 4 0 0 1 4 4v28a4 4 0 0 1-4 4h-80a4 4 0 0 1-4-4V88a4 4 0 0 1 4-4z" />
      <text className={s.ink} x="252" y="107" textAnchor="middle" fontSize="14" fontWeight="700">
        À VENDRE
      </text>
    </IllustrationFrame>
  )
}

/** Incendies : une maison avec une flamme à la fenêtre et de la fumée qui monte. */
export function IllustrationIncendies(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Ground />
      <House />
      <path className={s.accent} d="M126 130c-16-8-20-24-8-40 0 10 6 12 8 8 2-10 8-16 14-20-4 12 8 18 6 32-1 12-8 18-20 20z" />
      <path className={s.light} d="M128 124c-6-4-6-12 0-18 0 6 6 6 6 2 4 4 4 12-6 16z" />
      <path className={s.thin} d="M130 70q-8-8 0-16t0-16M146 64q-6-6 0-12t0-12" />
    </IllustrationFrame>
  )
}

function PriceTag({ down = false }: { down?: boolean }) {
  return (
    <g>
      <path className={s.accent} d="M226 58h44l16 22-16 22h-44a6 6 0 0 1-6-6V64a6 6 0 0 1 6-6z" />
      <circle className={s.light} cx="270" cy="80" r="4" />
      <text className={s.ink} x="242" y="88" textAnchor="middle" fontSize="22" fontWeight="700">
        €
      </text>
      {down && <path d="M300 112v28m-8-8 8 8 8-8" />}
    </g>
  )
}

/** Valeur vénale avant sinistre : une maison intacte avec une étiquette de prix. */
export function IllustrationValeurVenaleAvant(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Ground />
      <House x={-36} />
      <PriceTag />
    </IllustrationFrame>
  )
}

/** Valeur vénale après sinistre : la maison fissurée et un prix qui baisse. */
export function IllustrationValeurVenaleApres(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Ground />
      <House x={-36} crack />
      <PriceTag down />
    </IllustrationFrame>
  )
}

/**
 * Les dessins, par nom. Chacun porte le nom du sujet pour lequel il a été dessiné ; le site décide quel
 * service montre quel dessin (le design system ne connaît pas la liste des services).
 */
export const illustrationNames = [
  'malfacons',
  'fissures',
  'humidite',
  'infiltrations',
  'degats-des-eaux',
  'rupture-relations',
  'abandon-chantier',
  'reception-chantier',
  'bilan-avant-achat',
  'bilan-avant-vente',
  'incendies',
  'valeur-venale-avant-sinistre',
  'valeur-venale-apres-sinistre',
] as const

/** Le nom d’un dessin. */
export type IllustrationName = (typeof illustrationNames)[number]

/** Nom → dessin. */
export const illustrations: Record<IllustrationName, ComponentType<IllustrationProps>> = {
  malfacons: IllustrationMalfacons,
  fissures: IllustrationFissures,
  humidite: IllustrationHumidite,
  infiltrations: IllustrationInfiltrations,
  'degats-des-eaux': IllustrationDegatsDesEaux,
  'rupture-relations': IllustrationRuptureRelations,
  'abandon-chantier': IllustrationAbandonChantier,
  'reception-chantier': IllustrationReceptionChantier,
  'bilan-avant-achat': IllustrationBilanAvantAchat,
  'bilan-avant-vente': IllustrationBilanAvantVente,
  incendies: IllustrationIncendies,
  'valeur-venale-avant-sinistre': IllustrationValeurVenaleAvant,
  'valeur-venale-apres-sinistre': IllustrationValeurVenaleApres,
}
