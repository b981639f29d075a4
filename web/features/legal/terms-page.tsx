import { Link } from '../../lib/router';
import { LEGAL_VERSIONS } from '../../../domain/accounts/legal-versions';
import { IMAGES, LISTINGS } from '../../../domain/limits';
import { paths } from '../../lib/paths';
import { LegalContacts, LegalDocument, LegalSection, listClass } from './legal-document';

// /terminos: the rules of use the registration checkbox accepts, in plain Spanish.

const linkClass = 'font-semibold text-campo-800 underline underline-offset-2';

export function TermsPage() {
  return (
    <LegalDocument title="Términos y condiciones" version={LEGAL_VERSIONS.terms}>
      <p>
        Estos términos son las reglas para usar El campo en tus manos. Al crear tu cuenta declaras
        que eres mayor de edad y que los aceptas. Léelos con calma: están escritos para que se
        entiendan.
      </p>

      <LegalSection id="que-es" title="1. Qué es El campo en tus manos">
        <p>
          Es un mercado en línea donde campesinas, campesinos y productores de Colombia publican lo
          que producen, y donde compradores encuentran productos, tiendas de suministros,
          organizaciones y ofertas de empleo del campo. Nosotros ponemos en contacto a quien compra
          con quien vende: <strong>no compramos ni vendemos los productos</strong>, no recibimos
          pagos y no hacemos entregas. Hoy usar la aplicación no tiene costo.
        </p>
      </LegalSection>

      <LegalSection id="cuenta" title="2. Tu cuenta">
        <ul className={listClass}>
          <li>
            Debes ser mayor de edad y registrarte con un número de celular colombiano que sea tuyo.
            Si registras una empresa o asociación (persona jurídica), declaras que puedes actuar en
            su nombre.
          </li>
          <li>Los datos que das deben ser verdaderos y debes mantenerlos al día.</li>
          <li>
            Entras con un código que llega a tu celular. No lo compartas con nadie: nuestro equipo
            nunca te lo pedirá. Lo que se haga desde tu cuenta es tu responsabilidad.
          </li>
          <li>
            Puedes eliminar tu cuenta cuando quieras desde <strong>Mi cuenta</strong> (los pasos
            están en la{' '}
            <Link to={paths.privacy} className={linkClass}>
              Política de tratamiento de datos personales
            </Link>
            ).
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="vender" title="3. Si vendes">
        <ul className={listClass}>
          <li>
            Publica solo productos que tienes y puedes vender legalmente, con un precio en pesos
            colombianos, la cantidad disponible, una descripción honesta y fotos reales del producto
            (hasta {IMAGES.maxPerProduct} por producto).
          </li>
          <li>
            Puedes tener hasta {LISTINGS.maxActivePerUser} productos activos a la vez. Cuando vendas
            un producto, márcalo como vendido o desactívalo.
          </li>
          <li>
            Tu nombre, tu municipio y tu número de celular se muestran en tus productos para que te
            contacten. También se muestra la dirección que eliges para cada producto, salvo que
            marques «Mostrar solo vereda y municipio»: entonces solo se ven la vereda, el municipio
            y el departamento.
          </li>
          <li>
            Está prohibido publicar: animales silvestres o productos de fauna y flora protegida,
            sustancias ilícitas, armas, productos de contrabando, insumos agrícolas o veterinarios
            sin el registro que exige el ICA, y cualquier cosa cuya venta prohíba la ley. También
            está prohibido publicar información falsa o engañosa, o datos personales de otras
            personas.
          </li>
          <li>
            Eres responsable de la calidad, el estado, el precio y la entrega de lo que vendes, y de
            cumplir las normas que apliquen a tu producto (sanitarias, del ICA, de transporte o de
            protección al consumidor).
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="comprar" title="4. Si compras">
        <ul className={listClass}>
          <li>
            El trato es directo entre tú y quien vende, por WhatsApp o llamada. Acuerden juntos el
            precio final, la cantidad, la forma de pago y la entrega.
          </li>
          <li>
            Cuídate: en lo posible mira el producto antes de pagar, desconfía de precios muy por
            debajo de lo normal y no envíes dinero por adelantado a quien no conoces.
          </li>
          <li>
            Si algo sale mal o ves una publicación sospechosa, avísanos desde{' '}
            <strong>Reportar</strong>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="opiniones" title="5. Opiniones">
        <p>
          Puedes opinar sobre un producto después de contactar a quien lo vende, una vez por
          producto. Tu opinión debe ser honesta y respetuosa: no se permiten insultos, amenazas,
          publicidad ni datos personales de otras personas. Tu nombre se muestra junto a tu opinión.
        </p>
      </LegalSection>

      <LegalSection id="moderacion" title="6. Qué podemos hacer si no se cumplen estas reglas">
        <p>
          Podemos ocultar publicaciones u opiniones que incumplan estos términos o la ley. Cuando
          ocultamos un producto, quien lo vende ve el motivo en <strong>Mis productos</strong>. Si
          los incumplimientos son graves o se repiten, podemos suspender o cerrar la cuenta. También
          atendemos las órdenes de las autoridades.
        </p>
      </LegalSection>

      <LegalSection id="responsabilidad" title="7. Hasta dónde respondemos">
        <ul className={listClass}>
          <li>
            No garantizamos la calidad, la existencia ni la entrega de los productos, ni la
            información que publican vendedores, tiendas, organizaciones o quienes ofrecen empleo:
            cada uno responde por lo suyo.
          </li>
          <li>
            Hacemos lo posible para que la aplicación funcione siempre, también con mala señal, pero
            puede tener fallas o pausas por mantenimiento.
          </li>
          <li>
            Lo anterior no limita los derechos que te da la ley, como los del Estatuto del
            Consumidor (Ley 1480 de 2011).
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="contenidos" title="8. Tus fotos y textos">
        <p>
          Lo que publicas sigue siendo tuyo. Nos das permiso para mostrarlo en la aplicación
          mientras esté publicado, y para ajustar el tamaño de las fotos para que carguen rápido.
          Solo publica fotos y textos propios o que tengas permiso de usar.
        </p>
      </LegalSection>

      <LegalSection id="datos-personales" title="9. Datos personales">
        <p>
          Tratamos tus datos como dice la{' '}
          <Link to={paths.privacy} className={linkClass}>
            Política de tratamiento de datos personales
          </Link>
          , que también aceptas al registrarte.
        </p>
      </LegalSection>

      <LegalSection id="cambios" title="10. Cambios y ley aplicable">
        <p>
          Si cambiamos estos términos te lo avisaremos en la aplicación antes de que rijan y
          actualizaremos la fecha de arriba. Estos términos se rigen por las leyes de la República
          de Colombia.
        </p>
      </LegalSection>

      <LegalSection id="contacto" title="11. Contacto">
        <LegalContacts />
      </LegalSection>
    </LegalDocument>
  );
}
