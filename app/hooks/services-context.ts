import { createContext, useContext } from 'react';
import type { Services } from '../services/start-services.ts';

/** Provided once by main.tsx around the whole page; components reach services only through hooks. */
export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the ServicesContext provider (main.tsx)');
  return services;
}

export function useDocumentActions(): Services['document'] {
  return useServices().document;
}

export function useEditorHandle(): Services['editor'] {
  return useServices().editor;
}

export function useLiveClient(): Services['live'] {
  return useServices().live;
}
