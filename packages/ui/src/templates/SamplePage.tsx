// The frame every page template sits in, as on the site: skip link, fixed header, main landmark,
// footer. Built from the design system's public entry points and the sample content only.
import type { ReactNode } from 'react'
import { Box, vars } from '@expert/ui'
import { Footer } from '@expert/ui/Footer'
import { Header } from '@expert/ui/Header'
import { SkipLink } from '@expert/ui/SkipLink'
import { sampleFooter, sampleHeader } from '../fixtures/sample-pages'

export type SamplePageProps = {
  /** Le chemin de la page (`/services/fissures`) : l’en-tête marque sa rubrique comme courante. */
  currentPath: string
  /** Le contenu propre à la page, entre l’en-tête et le pied de page. */
  children: ReactNode
}

/**
 * Le cadre commun des modèles de pages, comme sur le site : lien d’évitement, en-tête fixe, contenu
 * principal (`main`, décalé de la hauteur de l’en-tête) et pied de page, avec le contenu d’exemple.
 */
export function SamplePage({ currentPath, children }: SamplePageProps) {
  return (
    <>
      <SkipLink href="#contenu">Aller au contenu</SkipLink>
      <Header {...sampleHeader} currentPath={currentPath} />
      {/* The header is fixed: the page starts one header height lower. */}
      <Box as="main" id="contenu" tabIndex={-1} display="block" style={{ paddingTop: vars.layout.headerHeight, outline: 'none' }}>
        {children}
      </Box>
      <Footer {...sampleFooter} />
    </>
  )
}
