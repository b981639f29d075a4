import { Link } from '../../lib/router';
import { LEGAL_VERSIONS } from '../../../domain/accounts/legal-versions';
import { paths } from '../../lib/paths';
import {
  DataEmailLink,
  LegalContacts,
  LegalDocument,
  LegalSection,
  listClass,
} from './legal-document';

// /privacidad: the data policy the registration checkbox accepts (Ley 1581 de 2012 and its
// Decreto 1377 de 2013, today in the Decreto Único 1074 de 2015). It says what this product
// really stores: keep it in step with server/db/schema.ts when data is added.

const linkClass = 'font-semibold text-campo-800 underline underline-offset-2';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Política de tratamiento de datos personales"
      version={LEGAL_VERSIONS.dataPolicy}
    >
      <p>
        En El campo en tus manos cuidamos los datos de quienes venden y compran en el campo. Aquí te
        contamos, en palabras sencillas, qué datos guardamos, para qué los usamos, quién los puede
        ver y cómo puedes consultarlos, corregirlos o borrarlos. Esta política cumple la Ley 1581 de
        2012 y el Decreto 1377 de 2013 (hoy incluido en el Decreto Único 1074 de 2015).
      </p>

      <LegalSection id="responsable" title="1. Quién es el responsable de tus datos">
        <p>
          El responsable del tratamiento es <strong>El campo en tus manos</strong>, el mercado
          agrícola en línea para Colombia. Puedes escribirnos o llamarnos por estos canales:
        </p>
        <LegalContacts />
      </LegalSection>

      <LegalSection id="datos" title="2. Qué datos guardamos">
        <ul className={listClass}>
          <li>
            <strong>Al registrarte:</strong> tu nombre, tipo y número de documento, si eres persona
            natural o jurídica (y en ese caso el NIT y la razón social), tu número de celular y, si
            los das, tu departamento, municipio, vereda y dirección.
          </li>
          <li>
            <strong>Tu aceptación:</strong> la fecha, la versión de estos documentos que aceptaste,
            la dirección IP y el navegador desde donde lo hiciste, como prueba de tu autorización.
          </li>
          <li>
            <strong>Al entrar:</strong> los códigos de acceso que te enviamos por WhatsApp o SMS.
            Guardamos solo una huella cifrada del código, que vence a los pocos minutos.
          </li>
          <li>
            <strong>Al vender:</strong> tus productos con su precio, cantidad, descripción y fotos,
            y las direcciones que guardas para indicar dónde está cada producto.
          </li>
          <li>
            <strong>Al comprar:</strong> tus favoritos, las opiniones y calificaciones que publicas
            y los contactos que haces por WhatsApp o llamada desde un producto (los usamos para que
            solo opine quien de verdad contactó al vendedor).
          </li>
          <li>
            <strong>Cuando nos escribes:</strong> los reportes que envías (teléfono, tipo de reporte
            y descripción) y las ofertas de empleo que publicas.
          </li>
          <li>
            <strong>Datos técnicos:</strong> registros del servidor con la dirección IP y la hora de
            cada solicitud, para la seguridad del servicio y para limitar abusos.
          </li>
          <li>
            <strong>En tu celular:</strong> la aplicación guarda en el navegador tu sesión, el
            tamaño de letra que elegiste y una copia de lo que ya viste, para mostrártelo cuando no
            tienes señal. Se borra al cerrar sesión o al borrar los datos del navegador.
          </li>
        </ul>
        <p>
          No pedimos datos sensibles (salud, origen étnico, religión, opiniones políticas, datos
          biométricos) ni datos de niñas, niños o adolescentes: la aplicación es solo para personas
          mayores de edad.
        </p>
      </LegalSection>

      <LegalSection id="finalidades" title="3. Para qué usamos tus datos">
        <ul className={listClass}>
          <li>Crear y manejar tu cuenta y comprobar que el número de celular es tuyo.</li>
          <li>Publicar tus productos y mostrarlos a quienes buscan en el catálogo.</li>
          <li>
            Poner en contacto a quien compra con quien vende: tu nombre, tu municipio y tu número de
            celular se muestran a las personas con sesión iniciada que ven tus productos, para que
            te escriban por WhatsApp o te llamen.
          </li>
          <li>
            Mostrar dónde está cada producto: las personas con sesión iniciada ven la dirección que
            elegiste al publicarlo (el texto de la dirección, la vereda, el municipio y el
            departamento). Si en esa dirección marcas «Mostrar solo vereda y municipio», el texto de
            la dirección no se muestra a nadie más que a ti. Las coordenadas que aparecen son las
            del centro del municipio, no las de tu finca.
          </li>
          <li>Mostrar las opiniones de los productos y el nombre de quien opina.</li>
          <li>Atender tus reportes, consultas y reclamos.</li>
          <li>Proteger el servicio: prevenir fraudes, abusos y accesos no autorizados.</li>
          <li>
            Hacer estadísticas sin nombres (por ejemplo, cuántos productos hay por departamento)
            para mejorar el servicio.
          </li>
          <li>Cumplir la ley y responder a las autoridades que lo pidan con una orden válida.</li>
        </ul>
        <p>No vendemos ni alquilamos tus datos y no los usamos para enviarte publicidad.</p>
      </LegalSection>

      <LegalSection id="quien-los-ve" title="4. Quién más trata tus datos">
        <p>
          Además de las personas que ven tus publicaciones, solo el equipo de administración del
          servicio accede a tus datos, para moderar contenidos y atender solicitudes. Usamos
          proveedores que nos prestan servicios de alojamiento, almacenamiento de fotos y envío de
          los códigos de acceso por WhatsApp o SMS. Ellos tratan los datos solo por encargo nuestro,
          para esas tareas y con las medidas de seguridad que exige la ley. Si alguno está fuera de
          Colombia, la transmisión de datos se hace con las garantías de la Ley 1581 de 2012.
        </p>
      </LegalSection>

      <LegalSection id="derechos" title="5. Tus derechos">
        <p>Como titular de tus datos tienes derecho a:</p>
        <ul className={listClass}>
          <li>Conocer, actualizar y rectificar tus datos personales.</li>
          <li>Solicitar prueba de la autorización que nos diste.</li>
          <li>Ser informado, si lo pides, del uso que les hemos dado a tus datos.</li>
          <li>
            Presentar quejas ante la Superintendencia de Industria y Comercio (SIC,{' '}
            <a href="https://www.sic.gov.co" className={linkClass} rel="noopener noreferrer">
              www.sic.gov.co
            </a>
            ) por infracciones a la ley, después de hacer tu consulta o reclamo ante nosotros.
          </li>
          <li>
            Revocar la autorización y pedir que borremos tus datos, cuando no exista un deber legal
            o contractual de conservarlos.
          </li>
          <li>Consultar gratis tus datos personales.</li>
        </ul>
      </LegalSection>

      <LegalSection id="como-ejercerlos" title="6. Cómo ejercer tus derechos">
        <p>
          Escríbenos a <DataEmailLink />, llama a la línea de soporte o envía un reporte desde la
          aplicación. Cuéntanos tu nombre, el número de celular de tu cuenta, qué necesitas y cómo
          quieres recibir la respuesta. Para proteger tus datos podemos pedirte que confirmes que
          eres el titular.
        </p>
        <ul className={listClass}>
          <li>
            <strong>Consultas</strong> (saber qué datos tenemos y cómo los usamos): respondemos en
            máximo <strong>10 días hábiles</strong> desde que la recibimos. Si no alcanzamos, te
            decimos por qué y respondemos en los 5 días hábiles siguientes.
          </li>
          <li>
            <strong>Reclamos</strong> (corregir, actualizar o borrar datos, revocar la autorización
            o avisar de un incumplimiento): respondemos en máximo <strong>15 días hábiles</strong>{' '}
            desde que lo recibimos. Si no alcanzamos, te decimos por qué y respondemos en los 8 días
            hábiles siguientes. Si al reclamo le falta información, te la pedimos en los 5 días
            siguientes; si pasan 2 meses sin respuesta tuya, entendemos que desististe.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="eliminar-cuenta" title="7. Cómo eliminar tu cuenta">
        <p>Puedes eliminar tu cuenta tú mismo, cuando quieras, desde la aplicación:</p>
        <ol className="flex list-decimal flex-col gap-2 pl-5 marker:font-semibold marker:text-campo-700">
          <li>
            Abre el menú y entra a <strong>Mi cuenta</strong>.
          </li>
          <li>
            Al final de la página, en <strong>Eliminar cuenta</strong>, toca{' '}
            <strong>Eliminar mi cuenta</strong>.
          </li>
          <li>
            Confirma con <strong>Sí, eliminar mi cuenta</strong>.
          </li>
        </ol>
        <p>
          Se borran tu perfil, tus direcciones, tus productos con sus fotos, tus favoritos, tus
          contactos, tus ofertas de empleo y tus reportes, y se cierran tus sesiones. Las opiniones
          que publicaste se quedan en los productos, pero sin tu nombre. Si ya no puedes entrar a la
          aplicación, escríbenos a <DataEmailLink /> desde cualquier medio y la eliminamos por ti.
        </p>
        <p>
          ¿Ya tienes sesión? Ve directo a{' '}
          <Link to={paths.account} className={linkClass}>
            Mi cuenta
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="seguridad" title="8. Cómo protegemos tus datos">
        <p>
          La información viaja cifrada, entras sin contraseñas con códigos que vencen en minutos y
          solo el equipo autorizado accede a la administración. Guardamos tus datos mientras tu
          cuenta exista y, después, solo lo que una ley nos obligue a conservar y por el tiempo que
          esa ley indique.
        </p>
      </LegalSection>

      <LegalSection id="cambios" title="9. Cambios a esta política">
        <p>
          Si cambiamos esta política te lo avisaremos en la aplicación antes de que el cambio
          empiece a regir, y actualizaremos la fecha de arriba. Si el cambio toca las finalidades
          para las que usamos tus datos, te pediremos de nuevo tu autorización.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
